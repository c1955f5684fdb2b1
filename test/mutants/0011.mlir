#loc0 = #my<"x<1>">
#l_x1 = loc("":4294967295:0)
#x_y2 = "日本X\C50{.é}!}\""
#map3 = 0.1 : f8E5M2FNUZ
#x_y4 = 2.718281828459045 : f32
!ty0 = tensor<?x196x?xf8E4M3>
#map5 = dense_resource<res_0> : tensor<5xf64>

%v0:2 = "x.y"() ({
    "my_dialect.thing"() {d.k0= dense<45.47E2> : tensor<4x3xf4E2M1FN>, sym_name1= "\n" : si24, k$2= #loc0, _u3= "'%"}:   () -> () loc(#l_x1)
    %v1 = "z.nop"() {value0= 
  distinct[1]<unit>,
    _u1= affine_set<(d0, d1)[s0, s1] : (-((s1) floordiv 9) == 0)> , value2= []}: () -> bf16 loc("with \"q\"")
    %v2 = "foo.bar.baz"(%v1): (bf16) -> index loc(callsite(#l_x1 at "dir/with space.c":20:32 to :38))
    %value3 = "foo.bar.baz"() ({
        %4 = "d.op_1"(%v1): (bf16) -> si16 loc(unknown)
    }) {value0= 2.0 : tf32, b1=	 65504.0 : f8E5M2FNUZ, attr2= {"quoted key 0"= [unit], _u1= []}}: () -> i32 loc(fused<"meta">[#l_x1, "n"(#l_x1), "src/x.py":4:80 to :88])
    %value5 = "foo.op"(%v1) ({
    ^b2:
        "foo.compute"(%v2, %v2) ({
            "builtin.module"() ({
                %$6, %_7:3 = "foo.bar.baz"() <{k$0= 
  18446744073709551615: i64, b1= #bar.v<?>, k$2= -1: i1,x3= 35 : index}>: () -> (vector<10x7x[11]xi16> , memref<1000000000000000000000000000000 x 4xcomplex<i64>, strided<[30, 1]>>, !bar.t<2 , "x y">, complex<	f32>)
                "d.op_1"(%_7#1, %_7#2) {k$0= affine_map<(d0, d1)[s0, s1] -> (3 * (d0))>, _u1= [#loc0 , -1, array<i8: -126, 0, 0>, dense<[[2.0],  [7.823], [350528.0], [0x26]]> : tensor<4x1xf6E2M3FN>], attr2= i16, "quoted key 3"= -9223372036854775808: i64}: (!bar.t<2 , "x y">, complex<	f32>) -> ()
                "bar.yield"()<{_u0= #loc0}> {attr0= 974.670854 : bf16, "quoted key 1"= #x_y2}: () -> () loc("x")
                %_8 = "foo.bar.baz"(%_7#1) {_u0= "z\tX\C3\A9b" : f32, x1= #map3, sym_name2}	:	 (!bar.t<2 , "x y">) -> index
            }) : () -> ()
        }): (index, index) -> ()
    }) {attr0= 0x5 : f4E2M1FN}: (bf16) -> (tensor<5x17 x f6E3M2FN>)
}) {x0= "%{\7f\00\7f.. \00a日本", b1= distinct[2]<#x_y4>}: () -> (tuple<bf16, f8E5M2>, tuple<f8E8M0FNU, i1024, f64, f64, f8E4M3, f128 , f128, i17, f16,
    index, index, i16, index , i64, index, si16, f6E2M3FN, vector<8xi1>, i1,vector<[10]xf16>>)
%v9 = "foo.bar.baz"(%v0#0, %v0#0) ({
    "x.y"() {attr0= #map5, z91= #map3,  _u2= "@\7f\t__a\\\"\7f/a"}:   () -> () loc(unknown)
}, {
    %10 = "foo.bar.baz"(%v0#1, %v0#0) {"quoted key 0"}: (tuple<f8E8M0FNU, i1024, f64, f64, f8E4M3, f128 , f128, i17, f16,
    index, index, i16, index , i64, index, si16, f6E2M3FN, vector<8xi1>, i1,vector<[10]xf16>>, tuple<bf16, f8E5M2>) -> !my_dialect<"a b"> loc("name")
}): (tuple<bf16, f8E5M2>, tuple<bf16, f8E5M2>) -> !ty0
%v11 = "a.b"(%v0#0, %v9, %v0#0) ({
^bb5(%value12: bf16 loc("name")):
}): (tuple<bf16, f8E5M2>, !ty0, tuple<bf16, f8E5M2>) -> f16
%13, %14:2 = "my_dialect.thing"(%v0#1, %v11, %v11): (tuple<f8E8M0FNU, i1024, f64, f64, f8E4M3, f128 , f128, i17, f16,
    index, index, i16, index , i64, index, si16, f6E2M3FN, vector<8xi1>, i1,vector<[10]xf16>>, f16, f16) -> (f16 , f64,  (index, memref<36x?x?xindex, {kind = "scratch"}>) -> tensor< 3x?x2xcomplex< f8E4M3B11FNUZ>>) loc("src/x.py":279:48)
"foo.bar"(): () -> () loc(callsite(#l_x1 at "x"))
%15, %value16:3 = "foo.compute"(%v0#0 , %v0#0): (tuple<bf16, f8E5M2>, tuple<bf16, f8E5M2>) -> (tensor<!bar.t<{"x y"}, <82,[-7 , 64 , -0],<"x y" -6>>, -0>>, memref<4x343xf64, 3>,!ty0, vector<7x8xf16>) loc("callee"("f":6:22 to 7:24))
%17 = "z.nop"(%value16#0, %value16#2, %value16#1) {b0= 9.14048e+36, x1= 759.913835 : f16}: (memref<4x343xf64, 3> , vector<7x8xf16>, !ty0) -> tensor<!bar.t_1> loc("f":31:1 to 31:73)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000E0CF355F8D53849F40A82448A19487C79C1EBF56058CC8E8B4577DCFEEEEB889BCD296098FB2971B"
    }
  }
#-}
