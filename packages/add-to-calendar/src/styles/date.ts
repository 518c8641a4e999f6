/** "date": a calendar sheet with month, day and weekday of the (first) date. */
export default `.atcb .atcb-button{flex-direction:column;gap:0;padding:0;min-width:5.5em;overflow:hidden;align-items:stretch}
.atcb-sheet-month{background:var(--atcb-warn);color:var(--atcb-modal-bg);font-size:.8em;text-transform:uppercase;padding:.2em .6em;text-align:center}
.atcb-sheet-day{font-size:2em;font-weight:700;text-align:center;line-height:1.2}
:lang(ja) .atcb-sheet-day,:lang(ko) .atcb-sheet-day,:lang(zh) .atcb-sheet-day{font-size:1.3em}
.atcb-sheet-week{font-size:.75em;text-align:center;color:var(--atcb-muted);padding-bottom:.3em}
.atcb-sheet-text{display:flex;align-items:center;justify-content:center;gap:.4em;font-size:.8em;padding:.3em .6em;border-top:1px solid var(--atcb-border)}
.atcb .atcb-list{border-radius:var(--atcb-radius);margin-top:.3em;min-width:13em}`;
