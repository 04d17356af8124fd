/**
 * Saved themes: `/api/theme` (spec §7). A theme's styles hold a light and a dark set of the tokens of
 * spec §3; the server accepts known token names only, each value a colour, a length, an opacity or a
 * font stack of bounded size, so no stored value can carry CSS of its own.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './common.ts';
import { HSL_LIMITS } from './themeRules.ts';
import { COLOR_TOKENS, FONT_TOKENS, LENGTH_TOKENS, OPACITY_TOKENS } from './themeTokens.ts';

const NUMBER = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[-+]?\\d+)?';
const ARG = `${NUMBER}(?:%|deg|rad|turn)?`;
const FN_ARGS = `\\(\\s*${ARG}(?:\\s*[,\\s]\\s*${ARG}){2}(?:\\s*[,/]\\s*${ARG})?\\s*\\)`;
/** #rgb(a) / #rrggbb(aa), or rgb(), rgba(), hsl(), hsla(), oklch() of numbers. */
export const COLOR_PATTERN = `^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(?:rgba?|hsla?|oklch)${FN_ARGS})$`;
/** A number with px, rem or em (a bare number too). */
export const LENGTH_PATTERN = `^-?(?:\\d+\\.?\\d*|\\.\\d+)(?:px|rem|em)?$`;
/** 0 to 1. */
export const OPACITY_PATTERN = '^(?:0(?:\\.\\d+)?|1(?:\\.0+)?|\\.\\d+)$';
/** Comma-separated family names, bare or quoted: letters, digits, spaces and dashes. */
const FAMILY = `(?:[A-Za-z0-9][A-Za-z0-9 \\-]*|"[A-Za-z0-9][A-Za-z0-9 \\-]*"|'[A-Za-z0-9][A-Za-z0-9 \\-]*')`;
export const FONT_PATTERN = `^\\s*${FAMILY}(?:\\s*,\\s*${FAMILY})*\\s*$`;

const token = (pattern: string, maxLength: number) => Type.Optional(Type.String({ pattern, maxLength }));
const entries = (tokens: readonly string[], schema: TSchema) => Object.fromEntries(tokens.map((t) => [t, schema]));

/** One mode's set: every entry optional, no other key. */
export const ThemeStyleSet = Type.Object(
  {
    ...entries(COLOR_TOKENS, token(COLOR_PATTERN, 64)),
    ...entries(FONT_TOKENS, token(FONT_PATTERN, 200)),
    ...entries(LENGTH_TOKENS, token(LENGTH_PATTERN, 16)),
    ...entries(OPACITY_TOKENS, token(OPACITY_PATTERN, 8)),
  },
  { additionalProperties: false },
);
export type ThemeStyleSet = Static<typeof ThemeStyleSet>;

export const ThemeStylesBody = Type.Object({ light: ThemeStyleSet, dark: ThemeStyleSet }, { additionalProperties: false });
export type ThemeStylesBody = Static<typeof ThemeStylesBody>;

const limit = (l: { min: number; max: number }) => Type.Number({ minimum: l.min, maximum: l.max });
export const HslAdjustments = Type.Object(
  {
    hueShift: limit(HSL_LIMITS.hueShift),
    saturationScale: limit(HSL_LIMITS.saturationScale),
    lightnessScale: limit(HSL_LIMITS.lightnessScale),
  },
  { additionalProperties: false },
);
export type HslAdjustments = Static<typeof HslAdjustments>;

export const ThemeMode = Type.Union([Type.Literal('light'), Type.Literal('dark')]);
export type ThemeMode = Static<typeof ThemeMode>;

/** Spec §3 "server theme payload": POST /api/theme and PUT /api/theme/{id}. A missing name is 'Custom Theme'. */
export const ThemePayload = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    styles: ThemeStylesBody,
    currentMode: Type.Optional(ThemeMode),
    hslAdjustments: Type.Optional(HslAdjustments),
  },
  { additionalProperties: false },
);
export type ThemePayload = Static<typeof ThemePayload>;

/** Spec §3 "theme (saved)", plus the editor fields it was saved with. */
export const SavedTheme = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  styles: ThemeStylesBody,
  currentMode: ThemeMode,
  hslAdjustments: HslAdjustments,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SavedTheme = Static<typeof SavedTheme>;

/** The theme a member wears: their own current one, or else the organisation's default. */
export const CurrentTheme = Type.Object({
  source: Type.Union([Type.Literal('own'), Type.Literal('organisation')]),
  /** the member's theme id; null for the organisation's default (a copy, not one of their themes) */
  id: Nullable(Type.String({ format: 'uuid' })),
  name: Type.String(),
  styles: ThemeStylesBody,
  currentMode: ThemeMode,
  hslAdjustments: HslAdjustments,
  updatedAt: Type.String(),
});
export type CurrentTheme = Static<typeof CurrentTheme>;

export const OrganisationDefault = Type.Object({
  name: Type.String(),
  /** the administrator's theme it was copied from (null once that theme is deleted) */
  themeId: Nullable(Type.String()),
  setAt: Type.String(),
});
export type OrganisationDefault = Static<typeof OrganisationDefault>;

/**
 * GET /api/theme?page=1&perPage=10: pages from 1, 10 per page by default, at most 50 (query strings are
 * text: the server does not coerce types, so the numbers are checked as digits).
 */
export const ThemeListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    perPage: Type.Optional(Type.String({ pattern: '^(?:[1-9]|[1-4][0-9]|50)$' })),
  },
  { additionalProperties: false },
);
export type ThemeListQuery = Static<typeof ThemeListQuery>;

/** The page of the member's themes (newest change first) and, in `data`, the theme they wear. */
export const ThemeList = Type.Object({
  data: Nullable(CurrentTheme),
  items: Type.Array(SavedTheme),
  page: Type.Integer(),
  perPage: Type.Integer(),
  total: Type.Integer(),
  organisationDefault: Nullable(OrganisationDefault),
});
export type ThemeList = Static<typeof ThemeList>;

/** PUT /api/theme/current: wear one of one's themes, or (null) the organisation's default. */
export const CurrentThemeBody = Type.Object({ themeId: Nullable(Type.String({ format: 'uuid' })) }, { additionalProperties: false });
export type CurrentThemeBody = Static<typeof CurrentThemeBody>;

/** PUT /api/theme/organisation-default: an administrator's theme becomes everyone's default (null: none). */
export const OrganisationDefaultBody = CurrentThemeBody;
export type OrganisationDefaultBody = CurrentThemeBody;
