import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { UnavailableCard } from '@souq/shared';
import { ShellPagesApp } from './ShellPagesApp';

export const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShellPagesApp,
  // Last resort if the providers themselves fail; ShellPagesApp has its own boundary inside them.
  errorBoundary: () => <UnavailableCard onRetry={() => window.location.reload()} />,
});
