/// The hand-written usage lines, one entry per command: `tessera --help` shows them all
/// and `tessera serve --help` its own. Scripts/check-usage.sh (run by .ci/run) checks that
/// every option each command's own help lists appears here.
enum Usage {
    /// `tessera serve`'s usage (four lines).
    static let serve = """
        tessera serve [--port 2222] [--listen ADDRESS] [--host-key FILE]
            [--authorized-keys FILE | --allow-anyone] [--max-sessions N]
            [--idle-timeout SECONDS] [--per-source-rate N]
            [--per-source-startups N] [SCENARIO.json ...]
        """

    /// Every command's usage, in the order `tessera --help` lists them.
    static let all = [
        "tessera [FILE.json ...] [--tour] [--no-animation] [--no-watch]",
        "tessera compare A.json B.json [--no-animation] [--no-watch]",
        "tessera dump FILE.json [--rect X,Y,W,H] [--offset X,Y] [--width W]\n    [--items] [--strip-offset S:X]",
        "tessera render FILE.json [--columns C] [--rows R] [--offset Y] [--ascii]\n    [--format text|ansi|svg] [--strip-offset S:X]",
        "tessera diff OLD.json NEW.json",
        "tessera apply FILE.json BATCH.json [--items]",
        "tessera new FAMILY [FILE.json] [--force]",
        "tessera check FILE.json... [--format text|json]",
        "tessera doctor FILE.json... | FILE.swift... [--format text|json]\n"
            + "    [--all-families] [--batches FILE] [--no-cost] [--budget SECONDS]\n"
            + "    [--entry NAME] [--swift-version 5|6]",
        "tessera preview FILE.swift... [--entry NAME] [--swift-version 5|6]\n    [--timeout S] [--memory MB]\n"
            + "    [--dump [--rect X,Y,W,H] [--offset X,Y] [--width W] [--items]]\n"
            + "    [--render [--columns C] [--rows R] [--offset Y] [--ascii]\n    [--format text|ansi|svg]]",
        serve,
        "tessera --version",
    ].joined(separator: "\n")
}
