import { useParams } from 'react-router-dom';
import { StaticPage } from './StaticPage';

/** SPEC §2 /cms/{slug}: terms, privacy policy, FAQ, partner services and any page editors add. */
export default function CmsPage() {
  const { slug = '' } = useParams();
  return <StaticPage key={slug} slug={slug} />;
}
