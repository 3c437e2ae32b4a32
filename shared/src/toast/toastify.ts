// Loaded on the first toast only (see toast.ts): react-toastify and its stylesheet stay out of every
// page's first load. The unstyled build plus its stylesheet: the styles go through the app's CSS
// pipeline once, instead of the default build injecting a <style> tag of its own.
import 'react-toastify/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify/unstyled';
