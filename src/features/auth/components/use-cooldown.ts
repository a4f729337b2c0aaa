import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds to a moment (ms since the epoch), ticking once a second while it
 * runs. `start(seconds)` begins a new one.
 */
export function useCooldown(initialUntil: number): { secondsLeft: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(initialUntil);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
