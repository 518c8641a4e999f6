/**
 * Layout, lists, dialogs and the default button style, light and dark. Every colour is a custom
 * property, so `styleLight`/`styleDark` and the other styles only change variables (and a few rules).
 * In a row of buttons (`buttonsList`) the saved ✓ is a badge on the button's corner: drawn inline it widened
 * both buttons once saved, and on a phone the row broke in two (issue 42).
 */
export const BASE_CSS = `
:host{display:block;--atcb-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
:host([inline]){display:inline-block}
[hidden]{display:none!important}
.atcb{position:relative;display:inline-block;font-family:var(--atcb-font);font-size:1em;line-height:1.4;color:var(--atcb-fg);
--atcb-bg:#fff;--atcb-fg:#333;--atcb-muted:#5c5c5c;--atcb-border:#cfcfcf;--atcb-hover:#f2f2f2;--atcb-accent:#1a5493;
--atcb-ok:#1c6b34;--atcb-warn:#a3261c;--atcb-shadow:0 3px 10px rgba(0,0,0,.18);--atcb-radius:.4em;--atcb-overlay:rgba(20,20,20,.35);
--atcb-modal-bg:#fff}
.atcb[data-theme=dark]{--atcb-bg:#262626;--atcb-fg:#f0f0f0;--atcb-muted:#c4c4c4;--atcb-border:#5a5a5a;--atcb-hover:#363636;
--atcb-accent:#1e90ff;--atcb-ok:#7fd99a;--atcb-warn:#ffa79f;--atcb-shadow:0 3px 10px rgba(0,0,0,.6);--atcb-overlay:rgba(0,0,0,.6);
--atcb-modal-bg:#1e1e1e}
.atcb{font-size:var(--atcb-size-l,16px)}
@media (max-width:991px){.atcb{font-size:var(--atcb-size-m,16px)}}
@media (max-width:575px){.atcb{font-size:var(--atcb-size-s,16px)}}
.atcb[data-open] .atcb-button{z-index:14000002}
.atcb-buttons{display:flex;flex-wrap:wrap;gap:.5em}
.atcb-button,.atcb-item,.atcb-date,.atcb-action{font:inherit;color:inherit;cursor:pointer;display:inline-flex;align-items:center;gap:.6em;
background:var(--atcb-bg);border:1px solid var(--atcb-border);border-radius:var(--atcb-radius);text-decoration:none}
.atcb-button{position:relative;min-height:2.75em;padding:.55em 1em;font-weight:600;box-shadow:var(--atcb-shadow);transition:background .2s,box-shadow .2s}
.atcb-button:hover,.atcb-item:hover,.atcb-item:focus,.atcb-date:hover,.atcb-action:hover{background:var(--atcb-hover)}
.atcb-button:focus-visible,.atcb-item:focus-visible,.atcb-date:focus-visible,.atcb-action:focus-visible,.atcb-close:focus-visible{outline:3px solid var(--atcb-accent);outline-offset:2px}
.atcb-button[aria-expanded=true]{border-bottom-left-radius:0;border-bottom-right-radius:0}
.atcb[data-open=up] .atcb-button[aria-expanded=true]{border-radius:0 0 var(--atcb-radius) var(--atcb-radius)}
.atcb[data-list=overlay] .atcb-button[aria-expanded=true],.atcb[data-list=modal] .atcb-button[aria-expanded=true]{border-radius:var(--atcb-radius)}
.atcb-button:disabled,.atcb[data-blocked] .atcb-button{cursor:not-allowed;opacity:.55}
.atcb-icon{display:inline-flex;width:1.15em;height:1.15em;flex:none}.atcb-icon svg{width:100%;height:100%}
.atcb-outline{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.atcb-check{color:var(--atcb-ok);font-weight:700;margin-inline-start:auto}
.atcb-buttons>.atcb-button{flex:1 1 auto;justify-content:center}
.atcb-buttons>.atcb-button>.atcb-check{position:absolute;top:-.5em;right:-.5em;display:grid;place-items:center;width:1.4em;height:1.4em;
margin:0;border-radius:50%;background:var(--atcb-ok);color:var(--atcb-bg);font-size:.8em;line-height:1}
.atcb-drop{position:absolute;z-index:14000001;left:0;right:0;min-width:100%;display:flex;flex-direction:column}
.atcb-drop[data-placing]{visibility:hidden}
.atcb-list{display:flex;flex-direction:column;background:var(--atcb-bg);
border:1px solid var(--atcb-border);box-shadow:var(--atcb-shadow);border-radius:0 0 var(--atcb-radius) var(--atcb-radius);overflow:hidden;animation:atcb-in .2s ease-out}
.atcb[data-open=down] .atcb-drop{top:100%;margin-top:-1px}
.atcb[data-open=up] .atcb-drop{bottom:100%;margin-bottom:-1px;flex-direction:column-reverse}
.atcb[data-open=up] .atcb-list{border-radius:var(--atcb-radius) var(--atcb-radius) 0 0}
.atcb[data-list=overlay] .atcb-drop{top:0;min-width:max(100%,13em)}
.atcb[data-list=overlay] .atcb-list{border-radius:var(--atcb-radius)}
.atcb[data-open=overlay] .atcb-button{z-index:auto}
.atcb-list-head{display:flex;align-items:center;min-height:2.75em;box-sizing:border-box;padding:.55em 1em;font-weight:600;cursor:pointer}
.atcb-list .atcb-item{border:0;border-radius:0;width:100%;padding:.7em 1em;border-top:1px solid var(--atcb-border)}
.atcb-list .atcb-item:first-child{border-top:0}
.atcb-bg{position:fixed;inset:0;z-index:14000000;background:transparent;animation:atcb-fade .15s}
.atcb[data-list=overlay] .atcb-bg{background:var(--atcb-overlay)}
.atcb[data-hide-bg] .atcb-bg{background:transparent}
dialog.atcb-modal{font-family:var(--atcb-font);color:var(--atcb-fg);background:var(--atcb-modal-bg);border:1px solid var(--atcb-border);border-radius:.6em;
box-shadow:var(--atcb-shadow);padding:1.5em;width:calc(100vw - 2em);max-height:calc(100vh - 2em);box-sizing:border-box;animation:atcb-in .2s ease-out}
dialog.atcb-modal::backdrop{background:rgba(20,20,20,.5);animation:atcb-fade .15s}
@media (min-width:576px){dialog.atcb-modal{width:min(32em,calc(100vw - 2em))}}
.atcb-modal h2{margin:0 2em .6em 0;font-size:1.2em}
.atcb-modal[dir=rtl] h2{margin:0 0 .6em 2em}
.atcb-modal p{margin:.4em 0 1em}
.atcb-close{position:absolute;top:.6em;inset-inline-end:.6em;font:inherit;font-size:1.2em;line-height:1;width:2em;height:2em;border-radius:50%;
border:1px solid var(--atcb-border);background:var(--atcb-bg);color:inherit;cursor:pointer}
.atcb-modal .atcb-list{position:static;box-shadow:none;border-radius:var(--atcb-radius);animation:none}
.atcb-actions{display:flex;flex-wrap:wrap;gap:.6em;margin-top:1em}
.atcb-action{padding:.5em 1em;font-weight:600}
.atcb-share{justify-content:center}
.atcb-dates{display:flex;flex-direction:column;gap:.6em}
.atcb-date{width:100%;text-align:start;padding:.6em .8em;align-items:flex-start}
.atcb-date[data-cancelled] .atcb-headline{text-decoration:line-through}
.atcb-date:disabled{cursor:not-allowed;opacity:.7}
.atcb-badge{flex:none;display:flex;flex-direction:column;align-items:center;justify-content:center;width:3.2em;height:3.2em;border-radius:var(--atcb-radius);
background:var(--atcb-accent);color:var(--atcb-modal-bg);font-weight:700;line-height:1.1}
.atcb-badge small{font-size:.7em;text-transform:uppercase}
.atcb-lines{display:flex;flex-direction:column;gap:.1em;min-width:0}.atcb-headline{font-weight:700}
.atcb-headline,.atcb-where{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.atcb-line{font-size:.88em;color:var(--atcb-muted)}
.atcb-notice{font-size:.8em;font-weight:700;color:var(--atcb-warn)}
.atcb-hover{font-size:.8em;color:var(--atcb-accent)}
.atcb-form{display:flex;flex-direction:column;gap:.6em}
.atcb-form label{display:flex;flex-direction:column;gap:.2em;font-size:.9em}
.atcb-form input{font:inherit;padding:.4em;border:1px solid var(--atcb-border);border-radius:.3em;background:var(--atcb-bg);color:inherit}
.atcb-form [aria-invalid=true]{border-color:var(--atcb-warn)}
.atcb-status{color:var(--atcb-ok);font-weight:600}.atcb-status[data-error]{color:var(--atcb-warn)}
.atcb-status:empty{margin:0}
.atcb-rsvp{margin-inline-end:.6em;margin-bottom:.6em;vertical-align:top}
.atcb-rsvp[data-inline]{display:block;max-width:32em;box-sizing:border-box;padding:1.2em;margin:0 0 1em;border:1px solid var(--atcb-border);
border-radius:.6em;background:var(--atcb-modal-bg);box-shadow:var(--atcb-shadow)}
.atcb-rsvp-h{margin:0 0 .6em;font-size:1.2em}
.atcb-rsvp-body p{margin:.4em 0 .8em}
.atcb-fields,.atcb-choice{border:0;margin:0;padding:0;min-width:0;display:flex;flex-direction:column;gap:.6em}
.atcb-fields:disabled{opacity:.6}
.atcb-choice{flex-flow:row wrap;gap:.5em}
.atcb-choice legend{padding:0;margin-bottom:.4em;font-weight:600;font-size:.9em}
.atcb-form .atcb-check-label{flex-direction:row;align-items:center;gap:.4em}
.atcb-form .atcb-choice label{border:1px solid var(--atcb-border);border-radius:2em;padding:.3em .9em;cursor:pointer}
.atcb-choice label:has(:checked){border-color:var(--atcb-accent);font-weight:600}
.atcb-choice label[data-status=confirmed]:has(:checked){border-color:var(--atcb-ok);color:var(--atcb-ok)}
.atcb-choice label[data-status=declined]:has(:checked){border-color:var(--atcb-warn);color:var(--atcb-warn)}
.atcb-form label[data-invalid],.atcb-choice[data-invalid] legend{color:var(--atcb-warn)}
.atcb-form .atcb-choice[data-invalid] label{border-color:var(--atcb-warn)}
.atcb-submit{min-width:150px;justify-content:center}
@media (min-width:576px){.atcb-submit{min-width:200px}}
.atcb-wait{display:inline-flex;align-items:center;gap:.5em;min-height:2.4em}
.atcb-wait::before{content:"";width:1.1em;height:1.1em;border:2px solid var(--atcb-border);border-top-color:var(--atcb-accent);border-radius:50%;animation:atcb-spin .8s linear infinite}
.atcb-seats{font-size:.9em;color:var(--atcb-muted)}
.atcb-brand{display:block;padding:.5em 0;font-size:.75em;text-align:center;color:var(--atcb-fg);opacity:.8}.atcb-brand:hover{opacity:1}
.atcb-brand[data-fixed]{position:fixed;bottom:10px;inset-inline-end:40px;z-index:14000003}
.atcb:lang(ja),.atcb:lang(ko),.atcb:lang(zh){--atcb-font:system-ui,"Hiragino Sans","Noto Sans CJK JP","Yu Gothic","Microsoft YaHei","Malgun Gothic",sans-serif;line-height:1.6}
.atcb:lang(ko){word-break:keep-all}.atcb:lang(ja),.atcb:lang(zh){line-break:strict}
:lang(ja) .atcb-badge,:lang(ko) .atcb-badge,:lang(zh) .atcb-badge{font-size:.8em}
.atcb-error{font:14px/1.4 monospace;color:#7a1010;background:#fff0f0;border:1px solid #d99;padding:.6em;white-space:pre-wrap}
.atcb-date-card{flex-direction:column;gap:0;padding:0;overflow:hidden;min-width:5em}
@keyframes atcb-spin{to{transform:rotate(360deg)}}
@keyframes atcb-fade{from{opacity:0}}
@keyframes atcb-in{from{opacity:0;transform:translateY(-.3em)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;
