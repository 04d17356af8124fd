import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * A Code 128 barcode drawn by jsbarcode into an SVG, with its text underneath. Black bars on white
 * whatever the theme: scanners need the contrast.
 */
export const BarcodeSvg = ({ value, height = '12mm' }: { value: string; height?: string }) => {
    const ref = useRef<SVGSVGElement>(null);
    useLayoutEffect(() => {
        if (!ref.current) return;
        JsBarcode(ref.current, value, {
            format: 'CODE128',
            displayValue: true,
            fontSize: 14,
            textMargin: 0,
            margin: 0,
            height: 40,
            width: 2,
            background: '#ffffff',
            lineColor: '#000000',
        });
    }, [value]);
    return (
        <svg
            ref={ref}
            role="img"
            aria-label={value}
            data-testid="barcode-svg"
            style={{ width: '100%', height, display: 'block' }}
        />
    );
};
