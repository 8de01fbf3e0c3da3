import { editionTitle } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../../components/ui/symbol-mark';
import { useEdition } from '../../lib/site-config';

/** The edition's name as the logo: its first word plain, the rest in the accent ('MECH SYMPOSIUM'). */
export function SiteLogo() {
  const edition = useEdition();
  const [first = '', ...rest] = (edition?.name ?? '').split(' ');
  return (
    <Link to={paths.home} className="site-logo" aria-label={edition ? `${editionTitle(edition)}, home` : 'Home'}>
      <span className="site-logo-marks" aria-hidden="true">
        <SymbolMark shape="circle" size={18} />
        <SymbolMark shape="triangle" size={18} tone="secondary" />
        <SymbolMark shape="square" size={18} />
      </span>
      <span className="site-logo-text">
        {first} {rest.length > 0 && <span>{rest.join(' ')}</span>}
      </span>
    </Link>
  );
}
