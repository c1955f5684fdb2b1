// ir-gen std --seed 12 --size 16
module {  // note
   func.func @kernel_0(%arg: i8 {llvm.noundef, test.tag = "x"}, %arg_2: i8 {llvm.zeroext}, %tmp3: vector<3x4xi16>) {
      %c = arith.constant 2 : index
      %tmp5 = arith.constant 3 : index
      %a.b = arith.constant 1 : index
      scf.for %res = %c to %tmp5 step %a.b {
         %8 = memref.alloca() : memref<2048xi8>
         %x10 = arith.constant 0 : index
         %11 = memref.view %8[%x10][] : memref<2048xi8> to memref<4x8xf16>
      }
      %12 = arith.constant 0 : index
      %x13 = arith.constant 5 : index
      %tmp14 = arith.constant 3 : index
      scf.for %iv = %12 to %x13 step %tmp14 {
         %empty = tensor.empty() : tensor<1x4xi8>
         %acc = arith.constant 0 : index
         %18 = arith.constant 1 : index
         %sum = tensor.extract %empty[%acc, %18] : tensor<1x4xi8>
         scf.yield
      }
      %t20 = arith.constant -1.0 : f64
      %truncf_22 = arith.truncf %t20 to_nearest_even : f64 to bf16
      %alloc_23 = memref.alloc() : memref<3x4xi16>
      %subview = memref.subview %alloc_23[1, 1] [2, 1] [1, 1] : memref<3x4xi16> to memref<2x1xi16, strided<[4, 1], offset: 5>>
      %25 = arith.constant 0 : i8
      // ---- comment line ----
      %c_30 = arith.constant 0 : i8
      call @kernel_0(%25, %c_30, %tmp3) : (i8, i8, vector<3x4xi16>) -> ()
      %31 = arith.constant 0 : index
      %x32 = arith.constant 0 : index
      %v = memref.load %subview[%31, %x32] : memref<2x1xi16, strided<[4, 1], offset: 5>>
      return
   }
   func.func @f1(%1: tensor<1x?xi8>) -> (memref<1x4xi8> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
      %rhs = memref.alloc() : memref<2048xi8>
      %c_3 = arith.constant 0 : index
      %4 = arith.constant 5 : index
      %view = memref.view %rhs[%c_3][%4] : memref<2048xi8> to memref<?x4xf32> // TODO: check
      %v6 = memref.alloc() : memref<1x4xi16>
      %c = arith.constant 1 : index
      %8 = memref.dim %v6, %c : memref<1x4xi16>
      %9 = arith.constant -1.0 : bf16    // keep
      %neg = arith.negf %9 fastmath<nnan, ninf, nsz> : bf16
      %11 = memref.alloc() : memref<3x4xbf16>
      linalg.transpose ins(%11 : memref<3x4xbf16>) outs(%11 : memref<3x4xbf16>) permutation = [0, 1]
      %12 = arith.constant -7.5 : f32
      %13 = arith.cmpf ult, %12, %12 fastmath<nnan, ninf, nsz> : f32
      %x14 = arith.constant dense<50> : tensor<1xi16>
      %cast = tensor.cast %x14 : tensor<1xi16> to tensor<1xi16>
      %16 = arith.constant dense<127> : vector<1x4xi8>
      %17 = arith.constant dense<[[-1, 23, 0, 1]]> : vector<1x4xi8>
      %18 = arith.divsi %16, %17 : vector<1x4xi8>
      %cst_19 = arith.constant 0.5 : bf16
      %c_20 = arith.constant 1 : i32
      %21 = math.fpowi %cst_19, %c_20 fastmath<afn> : bf16, i32
      // ---- comment line ----
      %sum = memref.alloc() : memref<1x4xi8>
      func.return %sum : memref<1x4xi8>
   }
}
