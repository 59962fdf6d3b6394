# .ci/run additions for campus sign-in (issue 29): to be spliced in by the lead.
#
# 1. In system_packages(), beside chromium and nginx (SimpleSAMLphp and PHP from Debian; the
#    package's Apache hook is harmless: RUNLEVEL=1 keeps services from starting):
#
#      [ -f /usr/share/simplesamlphp/www/_include.php ] || missing+=(simplesamlphp)
#      command -v php >/dev/null || missing+=(php-cli)
#      php -r 'exit(class_exists("DOMDocument") ? 0 : 1);' 2>/dev/null || missing+=(php-xml)
#      php -r 'exit(function_exists("mb_strlen") ? 0 : 1);' 2>/dev/null || missing+=(php-mbstring)
#
#    (Debian's simplesamlphp package does not depend on php-xml, which it needs.)
#    and in its version line: `&& php --version | head -1`.
#
# 2. A step after "test:cluster" (it needs the production build, PostgreSQL, nginx and chromium;
#    the suite starts its own IdPs: the oidc-provider test OP and SimpleSAMLphp through
#    scripts/sso/simplesamlphp.sh, on ports 8400-8499 (SSO_PORT_BASE), and stops them):

step "test:sso (campus sign-in in Chromium: oidc-provider and SimpleSAMLphp, two instances behind nginx)"
if [ "$build" -eq 0 ]; then
  npm run test:sso || status=1
else
  echo "no campus sign-in suite without a build"
fi
