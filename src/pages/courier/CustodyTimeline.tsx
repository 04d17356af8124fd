import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShipmentEvent } from '../../../contract/courier';

/** Who did each step, when and where, with the box temperature when it was measured. */
export const CustodyTimeline = ({ events }: { events: ShipmentEvent[] }) => {
    const translate = useTranslate();
    return (
        <section aria-labelledby="custody-title">
            <Typography id="custody-title" variant="subtitle1" component="h2">
                {translate('app.courier.detail.custody')}
            </Typography>
            <List dense>
                {events.map((event, index) => (
                    <ListItem key={`${event.at}-${index}`} disableGutters>
                        <ListItemText
                            primary={`${translate(`app.courier.event.${event.action}`, { _: event.action })} · ${new Date(event.at).toLocaleString()}`}
                            secondary={[
                                event.by?.name,
                                event.place,
                                event.temperature === null ? null : `${event.temperature} °C`,
                                event.note,
                            ]
                                .filter(Boolean)
                                .join(' · ')}
                        />
                    </ListItem>
                ))}
            </List>
        </section>
    );
};
