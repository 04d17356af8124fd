import { Button, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HSL_LIMITS } from '../../../contract/themeRules';
import { DEFAULT_HSL_ADJUSTMENTS } from '../../theme/defaultTheme';
import { useEditorSnapshot } from '../../theme/editorStore';
import { lengthPx } from '../../theme/theme';
import { ColorField } from './ColorField';
import { setAdjustments, setToken } from './themeEdits';
import { TokenSlider } from './TokenSlider';

const SHADOW_LENGTHS = [
    { token: 'shadow-blur', min: 0, max: 50 },
    { token: 'shadow-spread', min: -50, max: 50 },
    { token: 'shadow-offset-x', min: -50, max: 50 },
    { token: 'shadow-offset-y', min: -50, max: 50 },
] as const;
const HSL_KEYS = ['hueShift', 'saturationScale', 'lightnessScale'] as const;

/** Radius (0–1.5rem), spacing, the shadow tokens and the HSL adjustments (defaults 0 / 1 / 1). */
export const OtherControls = () => {
    const translate = useTranslate();
    const { styles, currentMode, hslAdjustments } = useEditorSnapshot().themeState;
    const set = styles[currentMode];
    const label = (key: string) => translate(`app.theme.other.${key}`);
    return (
        <Stack spacing={2} sx={{ p: 1 }}>
            <TokenSlider
                label={label('radius')}
                value={lengthPx(set.radius, 10) / 16}
                min={0}
                max={1.5}
                step={0.025}
                unit="rem"
                onChange={v => setToken('radius', `${Number(v.toFixed(3))}rem`)}
                testId="theme-radius"
            />
            <TokenSlider
                label={label('spacing')}
                value={lengthPx(set.spacing, 4) / 16}
                min={0.15}
                max={0.35}
                step={0.01}
                unit="rem"
                onChange={v => setToken('spacing', `${Number(v.toFixed(3))}rem`)}
            />
            <Divider />
            <Typography variant="subtitle2">{label('shadow')}</Typography>
            <ColorField token="shadow-color" value={set['shadow-color'] ?? ''} />
            <TokenSlider
                label={label('shadow-opacity')}
                value={Number(set['shadow-opacity'] ?? 0.1)}
                min={0}
                max={1}
                step={0.01}
                onChange={v => setToken('shadow-opacity', String(Number(v.toFixed(2))))}
            />
            {SHADOW_LENGTHS.map(({ token, min, max }) => (
                <TokenSlider
                    key={token}
                    label={label(token)}
                    value={lengthPx(set[token], 0)}
                    min={min}
                    max={max}
                    step={1}
                    unit="px"
                    onChange={v => setToken(token, `${v}px`)}
                />
            ))}
            <Divider />
            <Typography variant="subtitle2">{label('hsl')}</Typography>
            {HSL_KEYS.map(key => (
                <TokenSlider
                    key={key}
                    label={label(key)}
                    value={hslAdjustments[key]}
                    min={HSL_LIMITS[key].min}
                    max={HSL_LIMITS[key].max}
                    step={key === 'hueShift' ? 1 : 0.01}
                    unit={key === 'hueShift' ? '°' : '×'}
                    onChange={v => setAdjustments({ ...hslAdjustments, [key]: v })}
                />
            ))}
            <Button onClick={() => setAdjustments({ ...DEFAULT_HSL_ADJUSTMENTS })} sx={{ alignSelf: 'flex-start' }}>
                {label('reset_hsl')}
            </Button>
        </Stack>
    );
};
