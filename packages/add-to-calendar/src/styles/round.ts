/** "round": a pill button; its list opens as a rounded card. */
export default `.atcb{--atcb-radius:2em}
.atcb .atcb-button[aria-expanded=true]{border-radius:2em}
.atcb-button{max-width:350px}
.atcb .atcb-list{border-radius:1em;margin-top:.4em}
.atcb[data-open=up] .atcb-list{margin-bottom:.4em}`;
