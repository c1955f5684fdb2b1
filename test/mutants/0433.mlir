#loc0 = "{"
#a1 = sparse<[[5, 2], [4, 2], [4, 2]], [0x6746ED2C, 0.1, 3.48168e+27]> : tensor<6x3xf32>

"builtin.module"() ({
    %_0 = "foo.bar"(): () -> (si24)
    "my_dialect.thing"(%_0, %_0) ({
        "builtin.module() ({
            %v1 = "z.nop"(): () -> f4E2M1FN
        }) : () -> ()
    }): (si24, si24) -> ()
    %value2 = "a.b"(%_0, %_0): (si24, si24) -> vector<1xui32>
    %3 = "d.op_1"(%_0)<{a0= false}>: (si24) -> memref<?x?xi17>
    %4 = "foo.op"(%_0) {d.k0= {k$0= affine_map<(d0, d1)[s0] -> ((d1 * 8) floordiv 9)>, a1= 51 : index, z92= [340282366920938463463374607431768211455: i128, affine_map<() -> ()>], b3}, foo.k1= 14916055: si64, z92= false}: (si24) -> tensor<3xcomplex<i1>> loc("src/x.py":0:2)
    "a.b"() {_u0, x1= #loc0, k$2= {sym_name0= #a1, x1= sparse<[[2]], [-493870457593899684]> : tensor<5xi64>}, a3}: () -> () loc("x")
}) : () -> () loc("v"("with \"q\""))
