import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WCAG_AA } from '../../../contract/themeRules';
import { contrastReport } from '../../theme/contrast';
import { useEditorSnapshot } from '../../theme/editorStore';

/** Each foreground/background pair of the mode being edited, with its ratio; failures flagged. */
export const ContrastPanel = () => {
    const translate = useTranslate();
    const { styles, currentMode } = useEditorSnapshot().themeState;
    const set = styles[currentMode];
    const report = contrastReport(set);
    const failing = report.filter(pair => !pair.passes).length;
    return (
        <Box sx={{ p: 1 }} data-testid="theme-contrast">
            <Alert severity={failing ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {failing
                    ? translate('app.theme.contrast.failures', { smart_count: failing })
                    : translate('app.theme.contrast.all_pass', {
                          count: report.length,
                          mode: translate(`app.theme.mode.${currentMode}`),
                      })}
            </Alert>
            <Table size="small" aria-label={translate('app.theme.contrast.title')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('app.theme.contrast.pair')}</TableCell>
                        <TableCell align="right">{translate('app.theme.contrast.ratio')}</TableCell>
                        <TableCell />
                    </TableRow>
                </TableHead>
                <TableBody>
                    {report.map(({ foreground, background, ratio, passes }) => (
                        <TableRow key={foreground}>
                            <TableCell>
                                <Box
                                    component="span"
                                    sx={{ px: 1, py: 0.25, borderRadius: 1, mr: 1, fontWeight: 600 }}
                                    style={{ color: set[foreground], background: set[background] }}
                                >
                                    Aa
                                </Box>
                                {`${foreground} ${translate('app.theme.contrast.on')} ${background}`}
                            </TableCell>
                            <TableCell align="right">{ratio === null ? '—' : `${ratio.toFixed(2)}:1`}</TableCell>
                            <TableCell>
                                <Chip
                                    size="small"
                                    color={passes ? 'success' : 'error'}
                                    variant={passes ? 'outlined' : 'filled'}
                                    label={translate(
                                        ratio === null
                                            ? 'app.theme.contrast.unreadable'
                                            : passes
                                              ? 'app.theme.contrast.pass'
                                              : 'app.theme.contrast.fail'
                                    )}
                                    title={`≥ ${WCAG_AA}:1`}
                                />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
