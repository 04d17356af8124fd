import { describe, expect, it } from 'vitest';
import { exportCss, importCss } from './cssVariables';

describe('CSS variables', () => {
    it('exports :root and .dark blocks, colours in the chosen format', () => {
        const css = exportCss({ light: { primary: '#ff0000', radius: '0.5rem' }, dark: { primary: '#000000' } }, 'hsl');
        expect(css).toBe(
            ':root {\n  --primary: hsl(0 100% 50%);\n  --radius: 0.5rem;\n}\n\n.dark {\n  --primary: hsl(0 0% 0%);\n}\n'
        );
    });

    it('imports a pasted :root/.dark block, known variables only', () => {
        const { light, dark } = importCss(`
            /* from tweakcn */
            :root {
              --background: oklch(1 0 0);
              --primary: 222.2 47.4% 11.2%;
              --radius: 0.75rem;
              --font-sans: Poppins, sans-serif;
              --made-up: 1px;
            }
            .dark { --background: #000; --primary: hsl(210 40% 98%) }`);
        expect(light).toEqual({
            background: 'oklch(1 0 0)',
            primary: 'hsl(222.2 47.4% 11.2%)',
            radius: '0.75rem',
            'font-sans': 'Poppins, sans-serif',
        });
        expect(dark).toEqual({ background: '#000', primary: 'hsl(210 40% 98%)' });
        expect(importCss('body { color: red }')).toEqual({ light: {}, dark: {} });
    });

    it('round-trips an export', () => {
        const styles = { light: { primary: '#1565c0', spacing: '0.25rem' }, dark: { primary: '#90caf9' } };
        expect(importCss(exportCss(styles))).toEqual(styles);
    });
});
