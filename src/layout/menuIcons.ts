import { createElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Badge from '@mui/icons-material/Badge';
import Biotech from '@mui/icons-material/Biotech';
import Bloodtype from '@mui/icons-material/Bloodtype';
import Category from '@mui/icons-material/Category';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import GridOn from '@mui/icons-material/GridOn';
import Groups from '@mui/icons-material/Groups';
import Hub from '@mui/icons-material/Hub';
import Insights from '@mui/icons-material/Insights';
import Inventory2 from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import Label from '@mui/icons-material/Label';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Opacity from '@mui/icons-material/Opacity';
import Palette from '@mui/icons-material/Palette';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import PieChart from '@mui/icons-material/PieChart';
import PregnantWoman from '@mui/icons-material/PregnantWoman';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Rule from '@mui/icons-material/Rule';
import Science from '@mui/icons-material/Science';
import Security from '@mui/icons-material/Security';
import Straighten from '@mui/icons-material/Straighten';
import Timer from '@mui/icons-material/Timer';
import Vaccines from '@mui/icons-material/Vaccines';
import Wc from '@mui/icons-material/Wc';

/**
 * Form configs name their MUI icon. Bundling all ~2,000 icons would weigh more than the rest of
 * the app, so the names a laboratory uses are listed here; any other name gets ListAlt.
 */
const MENU_ICONS: Record<string, SvgIconComponent> = {
    AccountTree,
    Apartment,
    Badge,
    Biotech,
    Bloodtype,
    Category,
    Dashboard,
    Description,
    Email,
    Event,
    GridOn,
    Groups,
    Hub,
    Insights,
    Inventory2,
    Key,
    Label,
    ListAlt,
    LocalHospital,
    LocalOffer,
    LocalShipping,
    MedicalServices,
    Opacity,
    Palette,
    Payments,
    People,
    Percent,
    PrecisionManufacturing,
    PieChart,
    PregnantWoman,
    Receipt,
    ReceiptLong,
    Rule,
    Science,
    Security,
    Straighten,
    Timer,
    Vaccines,
    Wc,
};

export const iconFor = (name: string | undefined): SvgIconComponent => (name && MENU_ICONS[name]) || ListAlt;

/** The icon a form config names, as an element (the icon components are the static ones above). */
export const MenuIcon = ({ name }: { name: string | undefined }) => createElement(iconFor(name));
