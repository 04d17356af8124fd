import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { PATIENT_SEARCH_MIN, usePatientSearch } from '../lib/usePatientSearch';
import { patientAge, patientPhone } from '../lib/patientText';
import type { PatientRecord } from '../providers/domainTypes';

const typingInAField = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const label = (patient: PatientRecord) => patient.name?.fullName ?? patient.firstName;

/** The app bar's patient finder: name (typos tolerated), code or phone; "/" focuses it anywhere. */
export const PatientQuickSearch = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const input = useRef<HTMLInputElement>(null);
    const [text, setText] = useState('');
    const { data = [], isFetching, enabled } = usePatientSearch(text);

    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingInAField(event.target))
                return;
            event.preventDefault();
            input.current?.focus();
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, []);

    const noOptions = !enabled
        ? translate('app.patient.quick_search.type_more', { min: PATIENT_SEARCH_MIN })
        : isFetching
          ? translate('app.patient.quick_search.searching')
          : translate('app.patient.quick_search.no_match');

    return (
        <Autocomplete<PatientRecord, false, false, false>
            options={enabled ? data : []}
            filterOptions={options => options}
            getOptionLabel={label}
            getOptionKey={patient => String(patient.id)}
            value={null}
            inputValue={text}
            onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
            onChange={(_event, patient) => {
                if (!patient) return;
                setText('');
                input.current?.blur();
                navigate(`/patient/${patient.id}`);
            }}
            autoHighlight
            forcePopupIcon={false}
            loading={isFetching}
            noOptionsText={noOptions}
            size="small"
            sx={{ width: { xs: 180, sm: 280, md: 340 }, mx: 1 }}
            renderOption={({ key, ...props }, patient) => (
                <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                        {label(patient)}
                    </Typography>
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                        {[patient.code, patientAge(patient, translate), patient.gender, patientPhone(patient)]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography>
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    inputRef={input}
                    variant="outlined"
                    margin="none"
                    placeholder={translate('app.patient.quick_search.placeholder')}
                    slotProps={{
                        htmlInput: {
                            ...params.inputProps,
                            'aria-label': translate('app.patient.quick_search.label'),
                            'aria-keyshortcuts': '/',
                        },
                        input: {
                            ...params.InputProps,
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                    sx={{ bgcolor: 'background.paper', borderRadius: 1, '& fieldset': { border: 'none' } }}
                />
            )}
        />
    );
};
