import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled build plus its stylesheet: the styles go through the app's CSS pipeline once,
// instead of the default build injecting a <style> tag of its own.
import 'react-toastify/ReactToastify.css';
import { isRtl } from '../i18n/languages';
import { useSession } from '../session/session-store';
import { TOAST_OPTIONS } from './toast';

/** Rendered once, by the shell. Toasts from every remote appear here. */
export function SouqToaster() {
  const language = useSession((s) => s.language);
  return <ToastContainer {...TOAST_OPTIONS} rtl={isRtl(language)} newestOnTop />;
}
