import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../../components/ui/symbol-mark';

export function SiteLogo() {
  return (
    <Link to={paths.home} className="site-logo" aria-label="MECH SYMPOSIUM 25-26, home">
      <span className="site-logo-marks" aria-hidden="true">
        <SymbolMark shape="circle" size={18} />
        <SymbolMark shape="triangle" size={18} tone="secondary" />
        <SymbolMark shape="square" size={18} />
      </span>
      <span className="site-logo-text">
        MECH <span>SYMPOSIUM</span>
      </span>
    </Link>
  );
}
