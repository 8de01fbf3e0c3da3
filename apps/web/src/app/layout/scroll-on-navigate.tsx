import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToTop } from '../../lib/scroll-to-top';

/** docs/product.md#header-footer-and-page-behaviour: every route change scrolls smoothly to the top. */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
