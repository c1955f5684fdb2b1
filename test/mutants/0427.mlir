// ir-gen random --seed 200 --size 35
%0 = "foo.bar.baz"() ({
^loop0(%value1: vector<9xf16>):
}) {my.k0= [], x1}: () -> vector<[1]x9x5xf16> loc(callsite("with \"q\"" at fused<#foo.m>[unknown, "dir/with space.c":292:374]))
%_2 = "foo.op"(%0): (vector<[1]x9x5xf16>) -> (i1024)
%3 = "foo.bar"()<{attr0= 12 : index, sym_name1= 5: i8, z92= [#foo.p<{{-5} 36 "x y"}>]}> ({
}, {
    %$4 = "z.nop"() {foo.k0, value1= "z@é\3F\00.}0\"\"", k$2= 6.31681e-4 : f64, _u3= array<i1: true, true, true, true>}: () -> (tuple<i17, i64>) loc("src/x.py":157:412)
    "x.y"(%$4, %$4) ({
}, {
    ^b3(%-5: bf16, %_6: f16 loc(callsite("dir/with space.c":20:14 to 23:39 at "a.mlir":51:4294967295))):
        "d.op_1"(%$4) {k$0= 0x33870 : tf32, sym_name1= #my<"a b">}: (tuple<i17, i64>) -> ()
        %_7 = "a.b"(%_6, %_2, %$4) {_u0= dense<[[[-1.724, -2.75942e39, 0x7030], [0xE446, 28.137954, 0xB3B6], [0.5, 0xFC00, 0.0162298]], [[-68.79E6, -590574.0, 0x7FFF], [0.5, 6.991, 849777.0], [0x2E85, 3.14159265358979, 0xE539]], [[0.3, 1.0e300, 0xE29E], [404.845112, 41.750343, 4.908], [1.0e-5, 554264.0, 9.41403e39]]]> : tensor<3x3x3xf16>, attr1= true, sym_name2}: (f16, i1024, tuple<i17, i64>) -> tensor<*xf32>
        %8 = "foo.compute"(%_7): (tensor<*xf32>) -> memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6> loc(fused<#foo.m>[])
        %v9, %v10:3 = "a