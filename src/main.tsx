import '@fontsource-variable/inter';
import '@fontsource-variable/manrope';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyFontPreference, readFontPreference } from './theme/fontPreference';

applyFontPreference(readFontPreference(window.localStorage));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
    <StrictMode>
        <App />
    </StrictMode>
);
