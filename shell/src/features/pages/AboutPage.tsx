import { StaticPage } from './StaticPage';

/** SPEC §2 /about: the "about" page of the content service, editable without a deploy. */
export default function AboutPage() {
  return <StaticPage slug="about" />;
}
