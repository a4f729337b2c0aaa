import { useEffect } from 'react';

let locks = 0;
let overflowBefore = '';

/**
 * Locks page scrolling while `active` (an open modal, the open navigation). Locks are counted, so a
 * modal opened over the open navigation does not unlock the page when it closes first.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [active]);
}
