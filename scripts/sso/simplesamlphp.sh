#!/usr/bin/env bash
# A real SAML 2.0 identity provider for campus sign-in tests and local trials: SimpleSAMLphp from
# Debian (`apt-get install simplesamlphp php-cli php-xml php-mbstring`: the package does not pull
# PHP's XML extension in itself), served by PHP's built-in server on a loopback
# port, with an `exampleauth:UserPass` user source and the portal's SP metadata (read at start
# from the portal's own metadata URL, so the entity id and ACS URL are the portal's: start the
# portal first; a saved metadata file works too).
#
#   scripts/sso/simplesamlphp.sh PORT SP_METADATA_URL_OR_FILE [...]
#
# Everything lives in a temporary folder (SSO_IDP_DIR, default: a new mktemp folder): the config
# (SIMPLESAMLPHP_CONFIG_DIR), the IdP key and certificate (openssl), sessions and cache. It never
# touches /etc/simplesamlphp. The IdP's metadata is then at
#   http://127.0.0.1:PORT/saml2/idp/metadata.php
# which is what a provider's `idp_metadata` names. Runs php in the foreground (exec): stop it
# with SIGTERM.
#
# Test users (login / password → attributes, released under their urn:oid names, NameID
# persistent):
#   sam / sam-password          mail sam@uni.example.edu, displayName Sam Saml
#   linked / linked-password    mail linked@uni.example.edu, displayName Linda Linked
#   officer / officer-password  mail officer@uni.example.edu, eduPersonEntitlement urn:mace:portal:office
set -euo pipefail

if [ "$#" -lt 2 ]; then
  echo "usage: $0 PORT SP_METADATA_URL [SP_METADATA_URL...]" >&2
  exit 2
fi
PORT="$1"
shift
SSP_ROOT="${SIMPLESAMLPHP_ROOT:-/usr/share/simplesamlphp}"
if [ ! -f "$SSP_ROOT/www/_include.php" ] || ! command -v php >/dev/null ||
  ! php -r 'exit(class_exists("DOMDocument") && function_exists("mb_strlen") ? 0 : 1);'; then
  echo "SimpleSAMLphp, php-cli, php-xml and php-mbstring are needed:" \
    "apt-get install -y simplesamlphp php-cli php-xml php-mbstring" >&2
  exit 3
fi
DIR="${SSO_IDP_DIR:-$(mktemp -d -t inventor-portal-idp-XXXXXX)}"
mkdir -p "$DIR/config" "$DIR/metadata" "$DIR/cert" "$DIR/sessions" "$DIR/tmp" "$DIR/data"
BASE="http://127.0.0.1:${PORT}/"

if [ ! -f "$DIR/cert/idp.crt" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=127.0.0.1 test IdP" \
    -keyout "$DIR/cert/idp.key" -out "$DIR/cert/idp.crt" 2>/dev/null
fi
random() { openssl rand -hex 24; }

# The portal's SP metadata, read once now (the portal must be running): a URL (retried for up to
# 60 s while the portal starts) or a file.
sources=""
n=0
for source in "$@"; do
  n=$((n + 1))
  file="$DIR/metadata/sp-${n}.xml"
  case "$source" in
    http://* | https://*)
      ok=""
      for _ in $(seq 1 120); do
        if php -r '$d = @file_get_contents($argv[1]); exit($d === false || $d === "" ? 1 : (file_put_contents($argv[2], $d) ? 0 : 1));' "$source" "$file"; then
          ok=1
          break
        fi
        sleep 0.5
      done
      [ -n "$ok" ] || { echo "could not read the SP metadata at $source (is the portal running?)" >&2; exit 4; }
      ;;
    *) cp "$source" "$file" ;;
  esac
  sources="${sources}        ['type' => 'xml', 'file' => '${file}'],
"
done

cat >"$DIR/config/config.php" <<PHP
<?php
\$config = [
    'baseurlpath' => '${BASE}',
    'certdir' => '${DIR}/cert/',
    'loggingdir' => '${DIR}/tmp/',
    'datadir' => '${DIR}/data/',
    'tempdir' => '${DIR}/tmp',
    'metadatadir' => '${DIR}/metadata',
    'attributenamemapdir' => '${SSP_ROOT}/config/attributemap/',
    'technicalcontact_name' => 'Inventor Portal tests',
    'technicalcontact_email' => 'tests@inventor-portal.local',
    'timezone' => 'UTC',
    'secretsalt' => '$(random)',
    'auth.adminpassword' => '$(random)',
    'admin.protectindexpage' => false,
    'admin.protectmetadata' => false,
    'enable.saml20-idp' => true,
    'enable.shib13-idp' => false,
    'logging.level' => SimpleSAML\Logger::WARNING,
    'logging.handler' => 'stderr',
    'debug' => ['saml' => false, 'backtraces' => false, 'validatexml' => false],
    'showerrors' => true,
    'errorreporting' => false,
    'session.cookie.secure' => false,
    'session.phpsession.savepath' => '${DIR}/sessions',
    'store.type' => 'phpsession',
    'language.default' => 'en',
    'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true],
    'metadata.sources' => [
        ['type' => 'flatfile', 'directory' => '${DIR}/metadata'],
${sources}    ],
];
PHP

cat >"$DIR/config/authsources.php" <<'PHP'
<?php
$config = [
    'admin' => ['core:AdminPassword'],
    'example-userpass' => [
        'exampleauth:UserPass',
        'sam:sam-password' => [
            'uid' => ['sam'],
            'mail' => ['sam@uni.example.edu'],
            'displayName' => ['Sam Saml'],
        ],
        'linked:linked-password' => [
            'uid' => ['linked'],
            'mail' => ['linked@uni.example.edu'],
            'displayName' => ['Linda Linked'],
        ],
        'officer:officer-password' => [
            'uid' => ['officer'],
            'mail' => ['officer@uni.example.edu'],
            'displayName' => ['Otto Officer'],
            'eduPersonEntitlement' => ['urn:mace:library', 'urn:mace:portal:office'],
        ],
    ],
];
PHP

cat >"$DIR/metadata/saml20-idp-hosted.php" <<'PHP'
<?php
$metadata['__DYNAMIC:1__'] = [
    'host' => '__DEFAULT__',
    'privatekey' => 'idp.key',
    'certificate' => 'idp.crt',
    'auth' => 'example-userpass',
    'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    'saml20.sign.assertion' => true,
    'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
    'authproc' => [
        // A persistent, per-SP pseudonymous NameID from uid (what eduGAIN IdPs release).
        10 => ['class' => 'saml:PersistentNameID', 'attribute' => 'uid'],
        // Attributes under their urn:oid names, as Shibboleth IdPs release them.
        20 => ['class' => 'core:AttributeMap', 'name2oid'],
    ],
];
PHP
: >"$DIR/metadata/saml20-sp-remote.php"

echo "SimpleSAMLphp IdP: ${BASE}saml2/idp/metadata.php (config in ${DIR}/config)" >&2
export SIMPLESAMLPHP_CONFIG_DIR="$DIR/config"
cd "$SSP_ROOT/www"
exec php -d display_errors=stderr -d error_reporting='E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED' \
  -S "127.0.0.1:${PORT}" -t "$SSP_ROOT/www"
