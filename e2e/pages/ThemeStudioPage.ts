import type { Locator, Page } from '@playwright/test';

/** The theme studio at /theme. */
export class ThemeStudioPage {
    readonly save: Locator;
    readonly presetInput: Locator;
    readonly unsaved: Locator;
    readonly radius: Locator;

    constructor(private readonly page: Page) {
        this.save = page.getByRole('button', { name: 'Save', exact: true }).first();
        this.presetInput = page.getByTestId('theme-preset-input');
        this.unsaved = page.getByTestId('theme-unsaved');
        this.radius = page.getByTestId('theme-radius');
    }

    color(token: string) {
        return this.page.getByTestId(`theme-color-${token}`);
    }

    tab(name: 'Colours' | 'Typography' | 'Other' | 'Contrast') {
        return this.page.getByRole('tab', { name });
    }

    action(name: 'Undo' | 'Redo' | 'Restore checkpoint') {
        return this.page.getByRole('button', { name, exact: true });
    }

    async saveAs(name: string) {
        await this.save.click();
        const dialog = this.page.getByRole('dialog', { name: 'Save theme' });
        await dialog.getByTestId('theme-name-input').fill(name);
        await dialog.getByRole('button', { name: 'Save' }).click();
    }

    savedTheme(name: string) {
        return this.page.getByTestId('saved-theme').filter({ hasText: name });
    }

    /** The page's background colour as the browser computes it. */
    bodyBackground() {
        return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    }
}
