func.func @f0(%arg: f32, %arg_2: bf16) -> (bf16, bf16) {
   %3 = tensor.empty() : tensor<2xbf16>
   %4 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 2] : tensor<2xbf16> into tensor<1x2xbf16>
   %c_5 = arith.constant 0 : index
   %v6 = arith.constant 56 : index
   %c = arith.constant 1 : index
   %11 = scf.for %iv = %c_5 to %v6 step %c iter_args(%rhs = %arg_2) -> (bf16) {

      %c_12 = arith.constant 4611686018427387903 : i64
      %13 = arith.constant 0 : i64
      %14 = arith.cmpi ule, %c_12, %13 : i64
      cf.assert %14, "x must be \"positive\""
      %cst = arith.constant -0.25 : f64
      %v16 = math.powf %cst, %cst fastmath<nnan, ninf, nsz> : f64
      %v17 = memref.alloca() : memref<2xbf16>    // keep
      memref.dealloc %v17 : memref<2xbf16>
      %18 = arith.constant -0.25 : f16

      %19 = arith.constant 3.0 : f16
      %20 = tensor.from_elements %18, %19, %18, %18 : tensor<2x2xf16>
      %res = arith.constant -0.25 : bf16
      scf.yield %res : bf16
   }
   %23 = arith.constant dense<0.0> : vector<1xbf16> //
   %lhs = arith.fptoui %23 : vector<1xbf16> to vector<1xi32>
   %25 = arith.negf %arg : f32
   %26 = arith.constant dense<4611686018427387903> : tensor<2xi64>
   %bitcast_27 = arith.bitcast %26 : tensor<2xi64> to tensor<2xf64>
   %28 = arith.constant dense<2147483647> : vector<4x8xi32>
   %val = arith.uitofp %28 : vector<4x8xi32> to vector<4x8xf32>
   %y = arith.constant dense<[1, 48, 2147483647]> : vector<3xi32>
   %x32 = arith.constant dense<3> : vector<3xi32>
   %33, %34 = arith.mului_extended %y, %x32 : vector<3xi32>
   %35 = memref.alloc() : memref<4x1x1xbf16>
   %reinterpret_cast_36 = memref.reinterpret_cast %35 to offset: [0], sizes: [4], strides: [1] : memref<4x1x1xbf16> to memref<4xbf16, strided<[1]>>
   %37 = arith.constant 0 : i32
   %38 = math.ctpop %37 : i32
   %c_39 = arith.constant 0 : index
   %41 = tensor.insert_slice %3 into %3[%c_39] [2] [1] : tensor<2xbf16> into tensor<2xbf16>
   %f = func.constant @f0 : (f32, bf16) -> (bf16, bf16)
   %44, %45 = func.call_indirect %f(%25, %arg_2) : (f32, bf16) -> (bf16, bf16)
   %sum = arith.constant dense<-8> : tensor<1xindex>
   %cmp_47 = arith.cmpi eq, %sum, %sum : tensor<1xindex>
   %t48 = arith.constant dense<[[4.0E+2, 0.0, 4.0E+2], [2.5,100.0,100.0], [0.0, 4.0E+2, 3.0], [-0.25,-0.25,1.5e-1]]> : tensor<4x3xbf16>
   %49 = arith.constant dense<[[4.0E+2,1.5e-1],[2.5, -1.0],[2.5,-0.25]]> : tensor<3x2xbf16>
   %empty = tensor.empty() : tensor<4x2xbf16>
   %51 = linalg.matmul ins(%t48, %49 : tensor<4x3xbf16>, tensor<3x2xbf16>) outs(%empty : tensor<4x2xbf16>) -> tensor<4x2xbf16>
   %x52 = tensor.empty() : tensor<2xi32>
   %ipowi_54 = math.ipowi %x52, %x52 : tensor<2xi32>
   %res_55:2 = scf.index_switch %v6 -> f16, f16
   case 1 {
      %v56 = arith.constant 1 : index
      %57 = tensor.empty(%v56) : tensor<2x?xf32>
      %x58 = arith.truncf %57 : tensor<2x?xf32> to tensor<2x?xf16>
      %tmp59 = arith.constant 0.0 : f64
      %truncf_60 = arith.truncf %tmp59 to_nearest_even : f64 to f32
      %61 = arith.constant 3.0 : f16
      scf.yield %61, %61 : f16, f16 // TODO: check
   }
   case 5 {
      %62 = arith.constant -0.25 : f16
      scf.yield %62, %62 : f16, f16
   }
   default {
      %cst_63 = arith.constant -7.5 : f16
      scf.yield %cst_63, %cst_63 : f16, f16
   }
   return %44, %11 : bf16, bf16
}
