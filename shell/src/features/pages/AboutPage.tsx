import { StaticPage } from './StaticPage';

/** docs/product/routes.md /about: the "about" page of the content service, editable without a deploy. */
export default function AboutPage() {
  return <StaticPage slug="about" />;
}
