"builtin.module"() ({
	%0 = "z.nop"(): () -> (complex<f64>) loc("src/x.py":4294967295:4294967295)
	"bar.yield"(%0, %0, %0) {attr0= "'%\t_!%z\n" : i64, "quoted key 1"= "", a2= {k$0= affine_map<(i0, i1) -> (8 * ((1) floordiv 2), (i1 + i1) floordiv 1, (i0) mod 7)>, d.k1, k$2= i16, sym_name3= 0x3: i7}, x3}: (complex<f64>, complex<f64>, complex<f64>) -> () loc("":406:213)
	"foo.compute"(%0, %0, %0): (complex<f64>, complex<f64>, complex<f64>) -> ()
	%value1, %2:3 = d.op_1"(%0) {a0, "quoted key 1"= "a \7f\\."}: (complex<f64>) -> (tuple<>, !my_dialect<"abc">, i32, !bar<"">)
	%_3 = "x.y"(%2#0, %2#2) {k$0, z91= -6.43493e-29, sym_name2= sparse<[[0, 5, 0], [2, 5, 1], [2, 4, 1], [0, 2, 1]], [0x0, 223, 4, 0x0]> : tensor<3x6x2xi8>}: (!my_dialect<"abc">, !bar<"">) -> si32 loc("src/x.py":12:28 to 13:60)
	%value4:3 = "foo.bar.baz"(%0, %2#1): (complex<f64>, i32) -> (i24, f128, bf16)
}) : () -> () loc(unknown)
