!vec0 = vector<3x2x1xindex>
!buf1 = memref<3x2x1xi32>
!tensor2 = tensor<4xf16>

func.func private @ext0(f16, index) attributes {llvm.emit_c_interface, note = "generated"}
func.func public @f0() -> (f16 {llvm.noundef}) {
   %1 = arith.constant -1.0 : f32
   %tmp2 = arith.subf %1, %1 fastmath<nnan, ninf, nsz> : f32
   %cst = arith.constant dense<[[[7], [1]], [[-1],[4611686018427387903]], [[60],[1]]]> : !vec0
   %res = arith.constant dense<-10> : vector<3x2x1xindex>
   %5 = arith.maxsi %cst, %res : vector<3x2x1xindex>
   %sum = arith.constant dense<2.5> : vector<3x2x1xbf16>
   %7 = math.trunc %sum : vector<3x2x1xbf16>
   %alloc_8 = memref.alloc() : memref<3x2x1xf16>
   %9 = arith.constant 0 : index
   %tmp10 = arith.constant 1 : index
   %c_11 = arith.constant 0 : index
   %a.b = memref.load %alloc_8[%9, %tmp10, %c_11] : memref<3x2x1xf16>
   %mulf_13 = arith.mulf %a.b, %a.b : f16
   %x14 = tensor.empty() : tensor<3x2x1xf16>
   %y = arith.constant 2 : index
   %c = arith.constant 1 : index
   %17 = arith.constant 0 : index
   %extracted_18 = tensor.extract %x14[%y, %c, %17] : tensor<3x2x1xf16>
   %cmp = arith.cmpf one, %tmp2, %tmp2 fastmath<none> : f32  // note
   %c_20 = arith.constant -18 : i32
   %subi_21 = arith.subi %c_20, %c_20 overflow<none> : i32
   %lhs = arith.constant 2 : index
   %c_24 = arith.constant 0 : index
   %tmp25 = arith.constant 0 : index
   %26 = memref.load %alloc_8[%lhs, %c_24, %tmp25] : memref<3x2x1xf16>
   %sitofp_27 = arith.sitofp %subi_21 : i32 to f32
   %val = arith.trunci %c_20 overflow<nsw, nuw> : i32 to i1
   %29 = memref.alloc() : !buf1
   %alloc_30 = memref.alloc() {alignment = 16 : i64} : memref<3x1xi32>
   linalg.reduce ins(%29 : memref<3x2x1xi32>) outs(%alloc_30 : memref<3x1xi32>) dimensions = [1]
      (%tmp31: i32, %32: i32) { //
         %33 = arith.addi %tmp31, %32 : i32
         linalg.yield %33 : i32
      }
   %34 = tensor.empty() : tensor<4xf16>
   %v35 = tensor.cast %34 : !tensor2 to tensor<4xf16>
   %36 = arith.constant 2 : index
   %39 = arith.constant 0 : index
   %40 = arith.constant 0 : index
   %v_41 = memref.load %29[%36, %39, %40] : memref<3x2x1xi32>
   %r = scf.execute_region -> f16 {
      scf.yield %a.b : f16
   }
   %rhs = arith.constant -1.0 : f16
   func.return %rhs : f16
}
