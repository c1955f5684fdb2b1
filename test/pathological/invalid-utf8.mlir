// comment with ÿþ bytes
"a.op"() {s = "bad Ã( ÿ"} : () -> ()
"a.op"() {ÿkey = 1} : () -> ()
