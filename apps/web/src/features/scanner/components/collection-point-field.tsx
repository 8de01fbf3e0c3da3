import { COLLECTION_POINTS, type CollectionPoint } from '@symposium/sync/protocol';
import { COLLECTION_POINT_LABELS } from '../../../lib/collection-points';

interface CollectionPointFieldProps {
  value: CollectionPoint;
  onChange: (value: CollectionPoint) => void;
  disabled: boolean;
}

/** docs/product.md#kit-distribution: main desk, workshop desk, event venue — fixed while scanning or processing. */
export function CollectionPointField({ value, onChange, disabled }: CollectionPointFieldProps) {
  return (
    <fieldset className="collection-point" disabled={disabled}>
      <legend>Collection point</legend>
      <div className="collection-point-options">
        {COLLECTION_POINTS.map((point) => (
          <label key={point} className="collection-point-option">
            <input
              type="radio"
              name="collectionPoint"
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
            />
            <span>{COLLECTION_POINT_LABELS[point]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
