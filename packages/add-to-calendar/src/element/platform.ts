export interface Platform {
  ios: boolean;
  android: boolean;
  mobile: boolean;
  /** An in-app browser (Instagram, Facebook, LINE, WeChat…) or an Android WebView. */
  webview: boolean;
  /** iOS but not Safari (Chrome, Firefox, Edge on iOS): data-URL downloads fail there. */
  iosOtherBrowser: boolean;
  /** A web app installed on the iOS home screen, where a download does nothing at all. */
  iosApp: boolean;
}

const IN_APP =
  /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Twitter|Snapchat|LinkedInApp|TikTok|GSA\/)|; wv\)/i;
const IOS_OTHER = /\b(CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|DuckDuckGo|GSA)\//;

/**
 * What the visitor's browser is, from its user agent, with the spec's test flags forcing a platform.
 * `bypassWebViewCheck` turns the webview warnings off for hosts that know better. `standalone`: the page
 * runs as an installed web app (Safari's `navigator.standalone`, or the `display-mode` media query).
 */
export function detectPlatform(
  userAgent: string,
  touchPoints: number,
  standalone: boolean,
  flags: { fakeIOS?: boolean; fakeAndroid?: boolean; fakeMobile?: boolean; bypassWebViewCheck?: boolean },
): Platform {
  const realIos = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  const ios = Boolean(flags.fakeIOS) || realIos;
  const android = !ios && (Boolean(flags.fakeAndroid) || /android/i.test(userAgent));
  const mobile = ios || android || Boolean(flags.fakeMobile) || /Mobi/i.test(userAgent);
  const checkWebview = !flags.bypassWebViewCheck;
  const webview = checkWebview && IN_APP.test(userAgent);
  const iosOtherBrowser =
    checkWebview &&
    ios &&
    !webview &&
    (IOS_OTHER.test(userAgent) || (realIos && !/Safari\//.test(userAgent)));
  const iosApp = checkWebview && ios && standalone;
  return { ios, android, mobile, webview, iosOtherBrowser, iosApp };
}
