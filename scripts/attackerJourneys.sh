#!/usr/bin/env bash
# attackerJourneys.sh: plays ten attacker journeys against a running `pnpm start` (demo data) and
# prints one line per journey: number | journey | what the server answered | REFUSED/OK-AS-EXPECTED or HOLE.
#
# How to run (from the repository root, on a development machine, never against production):
#
#   PORT=3310 npx -y pnpm@12.21.0 start          # in another terminal; demo data in ./data
#   bash scripts/attackerJourneys.sh              # every journey, against http://127.0.0.1:3310
#   bash scripts/attackerJourneys.sh 1 5 9        # only some journeys
#
# Environment: BASE (the server's URL, default http://127.0.0.1:3310), PNPM (how to call pnpm,
# default `npx -y pnpm@12.21.0`), DATA_DIR (the running server's, default ./data: `pnpm admin` and
# `pnpm backup` reach the running server through its control socket there), J4_USER (the account
# journey 4 guesses at, default gabriel.martins). Needs curl, jq and node (the repository's).
#
# What it changes in the demo data: it signs residents in, writes posts and reports, mutes
# fernanda.alves for 24 hours, makes pedro.carvalho block camila.rocha, deactivates and reactivates
# rafael.gomes, signs up new residents (the sign-up limit then counts them for an hour: journey 8
# expects a fresh hour), leaves gabriel.martins' sign-in from 127.0.0.1 locked for 15 minutes, and
# writes /tmp/x.backup. Journey 10 starts a second server (`start --no-build`, so the running one's
# web build is not rebuilt under it) on HOST=0.0.0.0 PORT=3311 with a new DATA_DIR, which must refuse.
set -u
cd "$(dirname "$0")/.."
BASE=${BASE:-http://127.0.0.1:3310}
API=$BASE/api/v1
PNPM=${PNPM:-npx -y pnpm@12.21.0}
export DATA_DIR=${DATA_DIR:-$PWD/data}
J4_USER=${J4_USER:-gabriel.martins}
RUN=$(date +%s)
WORK=$(mktemp -d /tmp/attackerJourneys.XXXXXX)
JOURNEYS=("$@")
[ ${#JOURNEYS[@]} -eq 0 ] && JOURNEYS=(1 2 3 4 5 6 7 8 9 10)
ROWS=()

S='' B='' H=''
# req JAR METHOD PATH [curl args...]: the answer's status in S, body in B, headers in H.
req() {
  local jar=$1 method=$2 path=$3
  shift 3
  S=$(curl -s -o "$WORK/body" -D "$WORK/headers" -w '%{http_code}' -b "$jar" -c "$jar" \
    -H "Origin: $BASE" -X "$method" "$@" "$API$path")
  B=$(cat "$WORK/body")
  H=$(tr -d '\r' <"$WORK/headers")
}
jar() { echo "$WORK/$1.jar"; }
# signin USER [PASSWORD]: a fresh cookie jar for USER.
signin() {
  rm -f "$(jar "$1")"
  req "$(jar "$1")" POST /users/sign_in -H 'content-type: application/json' \
    -d "$(jq -nc --arg u "$1" --arg p "${2:-demo1234}" '{user:$u,password:$p}')"
}
# The answer's Portuguese error, if any.
err() { jq -r '.error // ((.errors // []) | join("; "))' <<<"$B" 2>/dev/null | head -c 160; }
row() { ROWS+=("$(printf '%-2s | %s | %s | %s' "$1" "$2" "$3" "$4")"); echo "${ROWS[-1]}" >&2; }
verdict() { if [ "$1" = ok ]; then echo "${2:-OK-AS-EXPECTED}"; else echo HOLE; fi; }
# newPost JAR TITLE TEXT: creates a Geral post, its id in POST_ID.
newPost() {
  req "$1" POST /posts --form-string "post[title]=$2" --form-string "post[text]=$3" --form-string 'post[post_category]=Geral'
  POST_ID=$(jq -r '(.post // .posts // .).id // empty' <<<"$B" 2>/dev/null)
}
mailCount() { curl -s "$BASE/caixa-de-correio" | grep -o "$1" | wc -l; }

signin demo >/dev/null
req "$(jar demo)" GET '/users?per_page=50'
declare -A ID
while read -r id name; do ID[$name]=$id; done < <(jq -r '.users[] | "\(.id) \(.username)"' <<<"$B")
req "$(jar demo)" GET /users/me
AREA=$(jq -r '.users.area.id // .users.area_id["$oid"] // .users.area_id' <<<"$B")

journey1() {
  local who=rafael.gomes email=rafaelgomes@vizinhos.example notes=() ok=ok
  signin $who; [ "$S" = 200 ] || notes+=("first sign-in $S")
  cp "$(jar $who)" "$WORK/old.jar"
  local out; out=$($PNPM admin desativar $who 2>&1 | tail -2 | tr '\n' ' ')
  notes+=("desativar: ${out:0:90}")
  local before; before=$(mailCount "$email")
  req "$WORK/x.jar" POST /forgot_password --data-urlencode "email=$email"
  local forgot=$S; sleep 3
  local after; after=$(mailCount "$email")
  notes+=("forgot_password $forgot, mails to $email $before→$after")
  [ "$forgot" = 200 ] && [ "$after" = "$before" ] || ok=no
  cp "$WORK/old.jar" "$WORK/old2.jar"; req "$WORK/old2.jar" GET /users/me
  notes+=("old cookie GET users/me $S")
  [ "$S" = 401 ] || ok=no
  signin $who; notes+=("sign-in $S \"$(err)\"")
  [ "$S" = 403 ] && [ "$(err)" = 'Esta conta foi desativada pela administração do Vizinhos.' ] || ok=no
  out=$($PNPM admin reativar $who 2>&1 | tail -1)
  signin $who; notes+=("reativar then sign-in $S")
  [ "$S" = 200 ] || ok=no
  # Control: the mailbox check sees mails at all (a reset mail for the reactivated resident arrives).
  req "$WORK/x.jar" POST /forgot_password --data-urlencode "email=$email"; sleep 3
  notes+=("control: reset mail after reativar $(mailCount "$email") (was $after)")
  row 1 "deactivated resident: reset mail, old cookie, sign-in, reativar" "$(IFS=';'; echo "${notes[*]}")" "$(verdict $ok REFUSED)"
}

journey2() {
  local mod=joao.pereira notes=() ok=ok
  signin $mod; signin lucas.oliveira
  newPost "$(jar $mod)" "Aviso do moderador $RUN" "Postagem do próprio moderador para testar a denúncia."
  local post=$POST_ID; notes+=("own post ${S} id=${post:-none}")
  req "$(jar lucas.oliveira)" PUT "/posts/$post/flag"; notes+=("neighbour flags $S")
  local action body
  for action in keep remove warn; do
    case $action in keep) body='{}' ;; remove) body='{"reason":"Conteúdo impróprio para o teste."}' ;; warn) body='{"message":"Aviso de teste."}' ;; esac
    req "$(jar $mod)" POST "/moderation/reports/$post/$action" -H 'content-type: application/json' -d "$body"
    notes+=("$action $S \"$(err)\"")
    [ "$S" = 403 ] && [[ "$(err)" == *'próprio conteúdo'* ]] || ok=no
  done
  [ -n "$post" ] || ok=no
  # The same through the second look: another moderator removes the post, its author appeals and
  # tries to restore it himself.
  signin ana_lima
  req "$(jar ana_lima)" POST "/moderation/reports/$post/remove" -H 'content-type: application/json' \
    -d '{"reason":"Remoção de teste."}'
  notes+=("ana_lima removes it $S")
  req "$(jar $mod)" GET /users/me/moderation
  local log; log=$(jq -r --arg p "$post" '[.entries[] | select(.action == "remove")][0].id // empty' <<<"$B")
  req "$(jar $mod)" POST /moderation/appeals -H 'content-type: application/json' -d "$(jq -nc --arg id "$log" '{log_id:$id}')"
  notes+=("he appeals $S")
  req "$(jar $mod)" GET /moderation/appeals
  local appeal; appeal=$(jq -r --arg u $mod '[.appeals[] | select((.author.username // .user.username // "") == $u)][0].id // .appeals[0].id // empty' <<<"$B")
  for action in restore uphold; do
    req "$(jar $mod)" POST "/moderation/appeals/$appeal/$action" -H 'content-type: application/json' -d '{}'
    notes+=("$action own appeal $S \"$(err)\"")
    [ "$S" = 403 ] || ok=no
  done
  row 2 "moderator decides a report on their own post" "$(IFS=';'; echo "${notes[*]}")" "$(verdict $ok REFUSED)"
}

journey3() {
  local title="\$'\$'\$&" ok=ok extra=
  signin demo; signin lucas.oliveira
  newPost "$(jar demo)" "$title" "Título com cifrões e apóstrofos, para testar a página pintada pelo servidor."
  local created=$S
  curl -s -b "$(jar lucas.oliveira)" -H 'Accept: text/html' "$BASE/" -o "$WORK/home.html"
  local heads bodies htmls shown
  heads=$(grep -o '<head[ >]' "$WORK/home.html" | wc -l)
  bodies=$(grep -o '<body[ >]' "$WORK/home.html" | wc -l)
  htmls=$(grep -o '<html[ >]' "$WORK/home.html" | wc -l)
  shown=$(grep -c -o -e "\$&#39;\$&#39;\$&amp;" -e "\$&#x27;\$&#x27;\$&amp;" -e "\$'\$'\$&amp;" "$WORK/home.html")
  [ "$heads" = 1 ] && [ "$bodies" = 1 ] && [ "$htmls" = 1 ] || ok=no
  if [ -n "$POST_ID" ]; then
    curl -s -b "$(jar lucas.oliveira)" -H 'Accept: text/html' "$BASE/posts/$POST_ID" -o "$WORK/post.html"
    local ph pb
    ph=$(grep -o '<head[ >]' "$WORK/post.html" | wc -l); pb=$(grep -o '<body[ >]' "$WORK/post.html" | wc -l)
    extra="; GET /posts/{id} $(wc -c <"$WORK/post.html") bytes: <head> x$ph, <body> x$pb, title x$(grep -c -o -e "\$&#39;\$&#39;\$&amp;" -e "\$&#x27;\$&#x27;\$&amp;" "$WORK/post.html")"
    [ "$ph" = 1 ] && [ "$pb" = 1 ] || ok=no
  fi
  row 3 "post titled \$'\$'\$& then a neighbour's painted GET /" \
    "create $created; GET / $(wc -c <"$WORK/home.html") bytes: <html> x$htmls, <head> x$heads, <body> x$bodies; title escaped in page x$shown${extra:-}" "$(verdict $ok)"
}

journey4() {
  local statuses=() i first=0 text=''
  for i in $(seq 1 8); do
    req "$WORK/j4.jar" POST /users/sign_in -H 'content-type: application/json' \
      -H "X-Forwarded-For: 203.0.113.$i" -H "X-Real-IP: 198.51.100.$i" -H "Forwarded: for=192.0.2.$i" \
      -d "$(jq -nc --arg u "$J4_USER" '{user:$u,password:"errada-123"}')"
    statuses+=("$S")
    if [ "$S" = 429 ] && [ $first = 0 ]; then first=$i; text="$(err) (Retry-After: $(grep -i '^retry-after:' <<<"$H" | cut -d' ' -f2))"; fi
  done
  local ok=no
  [ $first -ge 1 ] && [ $first -le 6 ] && ok=ok
  row 4 "wrong passwords for $J4_USER with a new X-Forwarded-For each (no TRUST_PROXY)" \
    "statuses ${statuses[*]}; first 429 at attempt $first: \"$text\"" "$(verdict $ok REFUSED)"
}

journey5() {
  local who=fernanda.alves notes=() ok=ok
  signin $who; signin lucas.oliveira; signin ana_lima; signin joao.pereira
  newPost "$(jar $who)" "Vendo bicicleta $RUN" "Bicicleta aro 26 em bom estado, retirar na rua."
  local post=$POST_ID
  req "$(jar lucas.oliveira)" PUT "/posts/$post/flag"
  req "$(jar ana_lima)" POST "/moderation/reports/$post/remove" -H 'content-type: application/json' \
    -d '{"reason":"Remoção de teste para o pedido de revisão."}'
  notes+=("her post removed by ana_lima $S")
  req "$(jar joao.pereira)" POST "/moderation/members/${ID[$who]}/mute" -H 'content-type: application/json' -d '{"hours":24}'
  notes+=("mute $S $(jq -r '.muted_until // empty' <<<"$B")")
  [ "$S" = 200 ] || ok=no
  req "$(jar $who)" PUT /users/me -F 'user[first_name]=Outro Nome'
  notes+=("PUT users/me $S \"$(err)\"")
  [ "$S" = 403 ] && [[ "$(err)" == 'Você está silenciado até'*'pode ler, mas não escrever.' ]] || ok=no
  req "$(jar $who)" POST /posts -F "post[title]=Ainda posso $RUN" -F 'post[text]=Texto qualquer de teste.' -F 'post[post_category]=Geral'
  notes+=("POST posts $S")
  [ "$S" = 403 ] || ok=no
  req "$(jar $who)" GET /users/me/moderation
  local log; log=$(jq -r '[.entries[] | select(.action == "remove")][0].id // empty' <<<"$B")
  req "$(jar $who)" POST /moderation/appeals -H 'content-type: application/json' \
    -d "$(jq -nc --arg id "$log" '{log_id:$id,note:"Era só uma bicicleta à venda."}')"
  notes+=("appeal (log $log) $S \"$(err)\"")
  [[ "$S" == 20? ]] || ok=no
  row 5 "muted resident changes their name; appeal stays open" "$(IFS=';'; echo "${notes[*]}")" "$(verdict $ok REFUSED)"
}

journey6() {
  local notes=() ok=ok
  signin pedro.carvalho; signin larissa.barbosa
  req "$(jar pedro.carvalho)" POST "/users/${ID[camila.rocha]}/block"
  notes+=("pedro blocks camila $S")
  req "$(jar larissa.barbosa)" POST /conversations -F "conversation[neighbors][]=${ID[pedro.carvalho]}" \
    -F "conversation[neighbors][]=${ID[camila.rocha]}" -F "conversation[title]=Grupo $RUN"
  notes+=("larissa's group with pedro+camila $S \"$(err)\"")
  [ "$S" = 403 ] && [ "$(err)" = 'Não é possível conversar com este morador.' ] || ok=no
  # The same through the back door: a group without camila, then camila added to it.
  req "$(jar larissa.barbosa)" POST /conversations -F "conversation[neighbors][]=${ID[pedro.carvalho]}" \
    -F "conversation[neighbors][]=${ID[andre.machado]}" -F "conversation[title]=Grupo B $RUN"
  local conv; conv=$(jq -r '.conversation.id // .conversations.id // empty' <<<"$B")
  notes+=("group with pedro+andre $S")
  if [ -n "$conv" ]; then
    req "$(jar larissa.barbosa)" PUT "/conversations/$conv" -F "conversation[neighbors][]=${ID[pedro.carvalho]}" \
      -F "conversation[neighbors][]=${ID[andre.machado]}" -F "conversation[neighbors][]=${ID[camila.rocha]}"
    notes+=("then adds camila (PUT) $S \"$(err)\"")
    [ "$S" = 403 ] || ok=no
  fi
  row 6 "third resident's group with a blocker and the blocked" "$(IFS=';'; echo "${notes[*]}")" "$(verdict $ok REFUSED)"
}

journey7() {
  local ready health ok=ok
  ready=$(curl -s -w ' %{http_code}' "$BASE/readyz"); health=$(curl -s -w ' %{http_code}' "$BASE/healthz")
  # Only status/checks/failed keys, and only short words as values.
  for body in "${ready% *}" "${health% *}"; do
    jq -e '(keys - ["status","checks","failed"] | length == 0) and ([.. | strings | select(test("^[a-z_]{1,20}$") | not)] | length == 0)' \
      <<<"$body" >/dev/null || ok=no
  done
  row 7 "GET /readyz and /healthz name checks only" "readyz: $ready; healthz: $health" "$(verdict $ok)"
}

journey8() {
  local statuses=() i first=0 text='' retry=''
  for i in $(seq 1 7); do
    req "$WORK/j8.jar" POST /users -H "X-Forwarded-For: 203.0.113.$((50 + i))" --data-urlencode "username=atk${RUN}n$i" --data-urlencode 'first_name=Teste' \
      --data-urlencode 'last_name=Ataque' --data-urlencode "email=atk${RUN}n$i@exemplo.com.br" \
      --data-urlencode 'password=SenhaForte123' --data-urlencode 'password_confirm=SenhaForte123' \
      --data-urlencode "area_id=$AREA"
    statuses+=("$S")
    if [ "$S" = 429 ] && [ $first = 0 ]; then
      first=$i; text=$(err); retry=$(grep -i '^retry-after:' <<<"$H" | cut -d' ' -f2)
    fi
  done
  local ok=no
  [ $first = 6 ] && [ -n "$retry" ] && [[ "$text" == 'Muitos cadastros'* ]] && ok=ok
  row 8 "6+ sign-ups from 127.0.0.1 (new X-Forwarded-For each) in the demo area (area_id $AREA)" \
    "statuses ${statuses[*]}; first 429 at sign-up $first, Retry-After: ${retry:-none}, \"$text\"" "$(verdict $ok REFUSED)"
}

journey9() {
  local notes=() ok=ok server=apps/server
  signin lucas.oliveira
  # A real browser-like subscription, so the secrets to look for exist.
  local keys; keys=$(node -e '
    const c = require("node:crypto"); const e = c.createECDH("prime256v1"); e.generateKeys();
    console.log(JSON.stringify({ p256dh: e.getPublicKey("base64url"), auth: c.randomBytes(16).toString("base64url") }))')
  local endpoint="https://fcm.googleapis.com/fcm/send/atk-$RUN"
  req "$(jar lucas.oliveira)" POST /push/subscriptions -H 'content-type: application/json' \
    -d "$(jq -nc --arg e "$endpoint" --argjson k "$keys" '{endpoint:$e,keys:$k}')"
  notes+=("subscription $S")
  # An encrypted backup (it keeps the secrets) tells which values the plain one must not hold.
  local ident; ident=$(cd $server && node --input-type=module -e '
    import { generateX25519Identity, identityToRecipient } from "age-encryption";
    const id = await generateX25519Identity(); console.log(id, await identityToRecipient(id));')
  local recipient=${ident#* }; ident=${ident% *}
  rm -f "$WORK/enc.backup" /tmp/x.backup
  BACKUP_RECIPIENT=$recipient $PNPM backup "$WORK/enc.backup" >/dev/null 2>&1
  (cd $server && IDENT=$ident FILE="$WORK/enc.backup" node --input-type=module -e '
    import { Decrypter } from "age-encryption"; import { readFileSync } from "node:fs"; import { gunzipSync } from "node:zlib";
    const d = new Decrypter(); d.addIdentity(process.env.IDENT);
    const out = await d.decrypt(readFileSync(process.env.FILE));
    const bytes = out instanceof Uint8Array ? out : new Uint8Array(await new Response(out).arrayBuffer());
    process.stdout.write(gunzipSync(bytes));') >"$WORK/enc.jsonl"
  local out; out=$(env -u BACKUP_RECIPIENT $PNPM backup /tmp/x.backup 2>&1 | tail -1)
  notes+=("plain backup: ${out:0:60}...")
  gunzip -c /tmp/x.backup >"$WORK/plain.jsonl" 2>/dev/null || { notes+=("not gzip"); ok=no; }
  # The secrets as the encrypted backup holds them: every string of the push_keys rows, the
  # subscriptions' keys, and the session cookie value of a signed-in resident.
  local secrets; secrets=$(node -e '
    const lines = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
    let table = null; const found = [];
    const walk = (v) => { if (typeof v === "string" && v.length >= 20) found.push(v); else if (v && typeof v === "object") Object.values(v).forEach(walk); };
    for (const line of lines) {
      if (line.table !== undefined && line.rows === undefined && line.row === undefined) { table = line.table; }
      const t = line.table ?? table; const rows = line.rows ?? (line.row ? [line.row] : [line]);
      if (t === "push_keys") rows.forEach(walk);
      if (t === "push_subscriptions") rows.forEach((r) => { for (const [k, v] of Object.entries(r)) if (/key|auth|p256|endpoint/i.test(k)) walk(v); });
    }
    console.log([...new Set(found)].join("\n"));' "$WORK/enc.jsonl")
  local cookie; cookie=$(awk '$6 == "vz_session" {print $7}' "$(jar lucas.oliveira)")
  local total=0 leaked=0 s; notes+=("VAPID private key found in the encrypted file: $(grep -c . <<<"$secrets") strings from push_keys/push_subscriptions, session cookie ${cookie:+present}")
  while IFS= read -r s; do
    [ -z "$s" ] && continue
    total=$((total + 1))
    grep -qF -- "$s" "$WORK/plain.jsonl" && { leaked=$((leaked + 1)); notes+=("LEAKED ${s:0:24}…"); }
  done <<<"$secrets"$'\n'"$(jq -r '.p256dh, .auth' <<<"$keys")"$'\n'"$endpoint"$'\n'"$cookie"
  local vapidIn; vapidIn=$(grep -c '^{"table":"push_keys"}$' "$WORK/enc.jsonl")
  notes+=("push_keys row in the encrypted file has columns $(awk 'p {print; exit} /^\{"table":"push_keys"\}$/ {p=1}' "$WORK/enc.jsonl" | jq -c 'keys' 2>/dev/null)")
  notes+=("encrypted backup: $(wc -l <"$WORK/enc.jsonl") lines, push_keys named x$vapidIn; secret strings checked $total (VAPID private key, subscription endpoint/p256dh/auth, session cookie), found in the plain file $leaked")
  notes+=("plain file: table sections push_keys x$(grep -c '^{"table":"push_keys"}$' "$WORK/plain.jsonl"), push_subscriptions x$(grep -c '^{"table":"push_subscriptions"}$' "$WORK/plain.jsonl"), sessions x$(grep -c '^{"table":"sessions"}$' "$WORK/plain.jsonl"); header omits $(head -1 "$WORK/plain.jsonl" | jq -c .omitted)")
  [ "$vapidIn" -ge 1 ] && [ "$total" -ge 5 ] && [ $leaked = 0 ] && ! grep -qE '^\{"table":"(push_keys|push_subscriptions|sessions)"\}$' "$WORK/plain.jsonl" || ok=no
  row 9 "plain pnpm backup /tmp/x.backup while the server runs" "$(IFS=';'; echo "${notes[*]}")" "$(verdict $ok)"
}

# refusedStart HOST TAG: starts a second server on HOST, port 3311 and a new DATA_DIR; what happened
# in START_SAID, ok in START_OK when it refused (no listener, nothing written, a message).
START_SAID='' START_OK=
refusedStart() {
  local host=$1 dir=/tmp/vizinhos-host-$RUN-$2 code listening='' i
  HOST=$host PORT=3311 DATA_DIR=$dir timeout 120 $PNPM start --no-build >"$WORK/j10.log" 2>&1 &
  local pid=$!
  for i in $(seq 1 120); do
    kill -0 $pid 2>/dev/null || break
    [ "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3311/healthz)" = 200 ] && listening=yes && break
    sleep 1
  done
  [ -n "$listening" ] && kill $pid 2>/dev/null
  wait $pid; code=$?
  local said; said=$(grep -i 'não iniciou' "$WORK/j10.log" | head -1)
  local files; files=$(find "$dir" -type f 2>/dev/null | wc -l)
  START_OK=no
  [ "$code" != 0 ] && [ "$code" != 124 ] && [ -z "$listening" ] && [ "$files" = 0 ] && [ -n "$said" ] && START_OK=ok
  rm -rf "$dir"
  START_SAID="HOST=$host: exit $code, :3311 ${listening:+answered}${listening:-never answered}, files in DATA_DIR $files, said \"${said:0:200}…\""
}

journey10() {
  local a b ok=ok
  refusedStart 0.0.0.0 a; a=$START_SAID; [ $START_OK = ok ] || ok=no
  refusedStart :: b; b=$START_SAID; [ $START_OK = ok ] || ok=no
  row 10 "HOST=0.0.0.0 (and HOST=::) PORT=3311 start with a new DATA_DIR" "$a; $b" "$(verdict $ok REFUSED)"
}

for j in "${JOURNEYS[@]}"; do "journey$j"; done
echo
echo "#  | journey | answer | verdict"
printf '%s\n' "${ROWS[@]}"
rm -rf "$WORK"
