import type { CategorySymbol } from '@symposium/schema/catalogue';

// docs/product.md#events symbols: technical = square, non-technical = circle, special = triangle; workshops a star
// (docs/decisions/0057-a-symbol-for-workshops.md).
export type SymbolShape = CategorySymbol;

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
      {shape === 'star' && (
        <path d="M12 2.8 L14.6 9 L21.2 9.4 L16.1 13.6 L17.8 20.2 L12 16.6 L6.2 20.2 L7.9 13.6 L2.8 9.4 L9.4 9 Z" />
      )}
    </svg>
  );
}
