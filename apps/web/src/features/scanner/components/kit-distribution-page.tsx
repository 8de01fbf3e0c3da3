import { paths } from '@symposium/schema/paths';
import { ArrowLeft, Package } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageTitle } from '../../../lib/page-title';
import { useCollectionPoint } from '../hooks/use-collection-point';
import { useFocusOnceNamed } from '../hooks/use-focus-once-named';
import { useScanFlow } from '../hooks/use-scan-flow';
import { useScannerValue } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';
import type { ScanMode } from '../verdict/decide-scan';
import { CollectionPointField } from './collection-point-field';
import { DeviceSetupCard } from './device-setup-card';
import { KitResultCard } from './kit-result-card';
import { RecentKitIssuances } from './recent-kit-issuances';
import { ScanStage } from './scan-stage';
import '../../../styles/scanner.css';

const T = TEXTS.kit;

/** /admin/kit-distribution (docs/product.md#kit-distribution): issue registration kits, one per participant, from the roster on this device. */
export function KitDistributionPage() {
  const ready = useScannerValue((s) => s.ready);
  const deviceName = useScannerValue((s) => s.deviceName);
  const [collectionPoint, setCollectionPoint] = useCollectionPoint();
  const mode = useMemo<ScanMode>(() => ({ type: 'issue-kit', collectionPoint }), [collectionPoint]);
  const flow = useScanFlow(mode);
  useFocusOnceNamed(ready, deviceName);

  if (!ready) return <LoadingScreen />;
  return (
    <section className="page scanner-page">
      <PageTitle title={'Kit Distribution'} />
      <header className="scanner-header">
        <Link to={paths.admin} className="btn btn-ghost btn-small scanner-back">
          <ArrowLeft aria-hidden="true" size={18} />
          Back
        </Link>
        <div className="scanner-title-row">
          <Package aria-hidden="true" size={30} className="scanner-title-icon" />
          <h1 className="scanner-heading">Kit Distribution</h1>
        </div>
        <p className="scanner-subtitle">One registration kit per participant, checked against every desk.</p>
      </header>
      {deviceName ? (
        <>
          <CollectionPointField
            value={collectionPoint}
            onChange={(point) => {
              setCollectionPoint(point);
              flow.requestFocus();
            }}
            disabled={flow.phase === 'scanning' || flow.phase === 'processing'}
          />
          <ScanStage
            flow={flow}
            readyTitle={T.ready}
            processingLine={T.processingLine}
            manualSubmitLabel="Issue Kit"
            renderResult={(outcome, next) => <KitResultCard outcome={outcome} onNext={next} />}
          />
          <RecentKitIssuances />
        </>
      ) : (
        <DeviceSetupCard />
      )}
    </section>
  );
}
