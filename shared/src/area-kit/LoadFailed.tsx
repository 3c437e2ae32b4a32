/** What a page says in place of what could not be loaded, with a button to ask again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <p className="acc-retry" role="alert">
      {message}{' '}
      <button type="button" className="acc-button" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}
