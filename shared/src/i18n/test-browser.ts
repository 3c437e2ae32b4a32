// Test helper: what the browser reports as preferred languages.
export function setBrowserLanguages(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

export function clearLanguageState(): void {
  localStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
