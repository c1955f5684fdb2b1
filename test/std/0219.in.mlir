!tensor0 = tensor<4xbf16>
!tensor1 = tensor<3xi8>
!tensor2 = tensor<1xi8>
!tensor3 = tensor<?xf32>
!tensor4 = tensor<8xf32>
module attributes {test.module_note = "std"} {
   func.func private @ext0(memref<1x4xf16> {test.foo = 1 : i32}, i16)
   module @inner {
      func.func @helper2(%rhs: vector<1x4xi8>) -> () {

         %tmp2 = arith.constant 1.5e-1 : bf16
         %from_elements_3 = tensor.from_elements %tmp2, %tmp2, %tmp2, %tmp2 : !tensor0
         func.call @helper2(%rhs) : (vector<1x4xi8>) -> ()
         %c_4 = arith.constant 4611686018427387903 : index
         %ori_5 = arith.ori %c_4, %c_4 : index
         return
      }
   }
   func.func private @kernel_0() -> (f16) {
      %1 = arith.constant -1.0 : f64
      // ---- comment line ----
      %2 = arith.negf %1 : f64
      %empty_3 = tensor.empty() : !tensor1
      %4 = tensor.extract_slice %empty_3[0] [1] [1] : !tensor1 to !tensor2
      %c = arith.constant 7 : index
      %empty = tensor.empty(%c) : tensor<?xf32>
      %acc = math.asin %empty fastmath<none> : !tensor3
      %8 = arith.constant -1.0 : f16
      func.return %8 : f16
   }
   func.func public @compute1(%v1: vector<1x4xf16>, %x2: i8, %arg_3: tensor<1x4xf16> {test.foo = 1 : i32}, %arg: i8) -> (f16, i8) attributes {ref = @inner::@helper2} {
      %y = tensor.empty() : !tensor4
      %cst = arith.constant 4.0E+2 : f32
      %7 = arith.constant 4 : index
      %8 = tensor.insert %cst into %y[%7] : tensor<8xf32>
      %9 = tensor.empty() : tensor<1x4xf64>
      %cst_10 = arith.constant dense<2.5> : tensor<1x4xf64>
      %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x4xf64>) outs(%cst_10 : tensor<1x4xf64>) {
      ^bb0(%rhs: f64, %in: f64):
         %sum = arith.addf %rhs, %in : f64
         linalg.yield %sum : f64
      } -> tensor<1x4xf64>
      %15 = arith.constant dense<2.5> : vector<1x4xf64>
      %t16 = math.absf %15 fastmath<none> : vector<1x4xf64>
      %18 = arith.constant 1.0 : f16
      %19 = arith.constant 127 : i8
      func.return %18, %19 : f16, i8
   }
}

