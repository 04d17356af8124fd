import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEditorSnapshot } from '../../theme/editorStore';
import { PRESETS, type ThemePreset } from '../../theme/presets';
import { applyPresetByKey } from '../../theme/themeActions';
import { Swatches } from './Swatches';

/** The 38 presets, searchable by name, each with its swatches in the mode being edited. */
export const PresetPicker = () => {
    const translate = useTranslate();
    const { preset, currentMode } = useEditorSnapshot().themeState;
    const value = PRESETS.find(p => p.key === preset) ?? null;
    return (
        <Autocomplete<ThemePreset>
            options={PRESETS}
            value={value}
            onChange={(_event, chosen) => chosen && void applyPresetByKey(chosen.key)}
            getOptionLabel={option => option.label}
            isOptionEqualToValue={(a, b) => a.key === b.key}
            noOptionsText={translate('app.theme.presets.none')}
            sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 360 }}
            renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
                    <Swatches set={option.styles[currentMode]} />
                    {option.label}
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate('app.theme.presets.label')}
                    placeholder={translate('app.theme.presets.search')}
                    inputProps={{ ...params.inputProps, 'data-testid': 'theme-preset-input' }}
                />
            )}
        />
    );
};
