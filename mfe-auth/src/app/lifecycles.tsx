// Exposed as "auth/app": the single-spa lifecycles the shell mounts into its outlet.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { UnavailableCard } from '@souq/shared';
import { AuthRoot } from './AuthRoot';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AuthRoot,
  // Last resort if the providers themselves fail; AuthRoot has its own boundary inside them.
  errorBoundary: () => <UnavailableCard onRetry={() => window.location.reload()} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
