// Exposed as "auto/app": the single-spa lifecycles the shell mounts into its outlet.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { UnavailableCard } from '@souq/shared';
import { AutoRoot } from './AutoRoot';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AutoRoot,
  // Last resort if the providers themselves fail; AutoRoot has its own boundary inside them.
  errorBoundary: () => <UnavailableCard onRetry={() => window.location.reload()} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
