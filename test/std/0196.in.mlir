module attributes {test.module_note = "std"} {
   func.func @f0(%v1: memref<1x?x4xi32> {llvm.noundef, test.tag = "x"}, %2: i8) -> (i32 {test.foo = 1 : i32}, i8) {
      %3 = arith.constant -7.5 : f64
      %4 = math.fma %3, %3, %3 : f64
      %res:2 = func.call @f0(%v1, %2) : (memref<1x?x4xi32>, i8) -> (i32, i8)
      %c_6 = arith.constant false
      cf.assert %c_6, ""
      %7 = arith.constant 4.0E+2 : f32
      %8 = arith.negf %7 fastmath<none> : f32
      %c = arith.constant 4 : index

      %rhs = tensor.empty(%c) : tensor<?x8xf32>
      %11 = arith.fptoui %rhs : tensor<?x8xf32> to tensor<?x8xi64>

      %12 = arith.constant 3.0 : bf16
      %13 = arith.constant 1.000000e+00 : bf16
      %minimumf_14 = arith.minimumf %12, %13 fastmath<nnan, ninf, nsz> : bf16
      %empty = tensor.empty() : tensor<2xf64>
      %y = math.log10 %empty fastmath<nnan, ninf, nsz> : tensor<2xf64>
      %lhs = arith.constant dense<[54,0]> : vector<2xi32>
      %18 = arith.divui %lhs, %lhs : vector<2xi32>
      return %res#0, %2 : i32, i8
   }
}
