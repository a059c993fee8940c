import { useEffect, useState } from 'react';

type SaveDataConnection = { saveData?: boolean };

/**
 * Whether decorative video may start downloading: only once the page has loaded and the browser is
 * idle (the first paint and the page's own requests come first), and never when the visitor asked
 * their browser to save data. False on the server and during hydration.
 */
export function useMediaAllowed() {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
    if (connection?.saveData) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      const allow = () => setAllowed(true);
      if (window.requestIdleCallback) idle = window.requestIdleCallback(allow, { timeout: 1500 });
      else timer = setTimeout(allow, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return allowed;
}
