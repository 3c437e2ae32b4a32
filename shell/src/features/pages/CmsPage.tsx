import { useParams } from 'react-router-dom';
import { StaticPage } from './StaticPage';

/** docs/product/routes.md /cms/{slug}: terms, privacy policy, FAQ, partner services and any page editors add. */
export default function CmsPage() {
  const { slug = '' } = useParams();
  return <StaticPage key={slug} slug={slug} />;
}
