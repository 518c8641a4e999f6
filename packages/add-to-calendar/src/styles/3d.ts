/** "3d": a raised button that sinks when pressed. */
export default `.atcb-button{box-shadow:0 .3em 0 var(--atcb-border),var(--atcb-shadow);border-width:2px;margin-bottom:.3em}
.atcb-button:active,.atcb-button[aria-expanded=true]{transform:translateY(.2em);box-shadow:0 .1em 0 var(--atcb-border)}
.atcb-list{border-width:2px}`;
