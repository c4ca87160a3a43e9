/** The SDK version string the React wrapper reports by default (SPEC §9). */
export const DEFAULT_SDK_VERSION = '1.7.3'
