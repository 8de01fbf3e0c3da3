// docs/product.md#events symbols: technical = square, non-technical = circle, special = triangle.
export type SymbolShape = 'square' | 'circle' | 'triangle';

interface SymbolMarkProps {
  shape: SymbolShape;
  size?: number;
  tone?: 'primary' | 'secondary';
  className?: string;
}

export function SymbolMark({ shape, size = 24, tone = 'primary', className }: SymbolMarkProps) {
  return (
    <svg
      className={`symbol-mark symbol-${tone} ${className ?? ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {shape === 'circle' && <circle cx="12" cy="12" r="9" />}
      {shape === 'square' && <rect x="3.5" y="3.5" width="17" height="17" />}
      {shape === 'triangle' && <path d="M12 3.5 L21 20 L3 20 Z" />}
    </svg>
  );
}
