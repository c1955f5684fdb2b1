"builtin.module"() <{sym_name = "m83"}> ({
    %0:4 = "d.op_1"(): () -> (none, f32, f16, index)
    %1 = "foo.bar.baz"(%0#2, %0#1)<{a0= "\t"}>: (f16, f32) -> !my_dialect.param<?> // trailing comment
    %tmp_2 = "z.nop"() {}: () -> bf16 loc("a.mlir":36:1 to :3)
    %3 = "x.y"(%0#3, %tmp_2): (index, bf16) -> ui16
    %value4 = "foo.op"()<{}> ({
        %5 = "d.op_1"(%1, %1) <{d.k0}>: (!my_dialect.param<?>, !my_dialect.param<?>) -> ((vector<3x10xf80>, i24) -> (tensor<1xcomplex<f8E8M0FNU>>, vector<15x7xi32>))
        "foo.compute"(%3): (ui16) -> () loc("":40:7 to 40:14)
        %value6 = "bar.yield"(%tmp_2, %0#1, %tmp_2): (bf16, f32, bf16) -> bf16
        "x.y"(%5, %tmp_2): ((vector<3x10xf80>, i24) -> (tensor<1xcomplex<f8E8M0FNU>>, vector<15x7xi32>), bf16) -> ()
        "foo.bar.baz"(%3, %tmp_2, %value6) ({
        ^bb1(%7: complex<ui32> loc("f":213:294), %8: none):
            %9 = "foo.bar"(): () -> ((index, index, complex<f4E2M1FN>) -> (f32)) loc("":15:14 to 17:20)
            "x.y"(%7, %0#0, %9): (complex<ui32>, none, (index, index, complex<f4E2M1FN>) -> (f32)) -> () loc("callee"("with \"q\""))
            %v10 = "foo.bar"(%value6): (bf16) -> !my_dialect.t<{"x y"}>
            %v11 = "foo.compute"() {x0= affine_map<(i0, i1)[N0, N1] -> ((N1 - i1) ceildiv 7)>, _u1= @s$}: () -> i1024 loc("a.mlir":23:10 to :16)
        }): (ui16, bf16, bf16) -> ()
        %value12 = "a.b"() {"quoted key 0"= {"quoted key 0"= -1: i17, my.k1, x2}, b1= affine_map<(i0)[N0, N1] -> (N1, N0 - N1 - (8) ceildiv 2)>}: () -> (f16) loc(unknown)
    }): () -> index
    "bar.yield"(%1, %3) {d.k0= f8E4M3B11FNUZ, value1= 6.02214076e23 : f32, k$2= dense<"0x22301ECC"> : tensor<2x4x4xsi32>}: (!my_dialect.param<?>, ui16) -> ()
    "x.y"(%value4, %0#1, %tmp_2) {k$0= dense<[[-128]]> : tensor<1x1xi8>, x1= 2.5e-3 : f64}: (index, f32, bf16) -> ()
    %v13 = "a.b"(%tmp_2) <{attr0= dense<[1000000000000000000000000000000, 801, 519]> : vector<3xindex>, value1= dense<-128> : tensor<i8>}> {b0= [-63.4E8]}: (bf16) -> (si8) loc("v"(fused<1 : i32>[]))
}) {foo.module_attr = 12: i17} : () -> ()
