-- The public site's branded variant now follows the account's branding (account_branding, issue 14):
-- its own table goes. Written by hand: no snapshot, since 0019_snapshot.json already leaves the table out.
DROP TABLE "account_public_brandings";
